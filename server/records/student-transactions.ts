// Student accounts (/student-transactions): every entry of a student's ledger with its running
// balance, in the record scope of server/records/record-scope.ts (a student its own, a family its
// children). Entries are only added: a mistake is corrected by an adjustment, never by an edit, so
// the ledger stays the history it shows. Paid Stripe checkouts add their charge and payment
// (server/records/ledger-checkout.ts).
import { sql } from 'kysely';
import shape, { type TransactionKind } from '../../src/shared/entities/student-transactions.ts';
import { invalidField, unprocessable } from '../errors.ts';
import type { Db } from '../db/database.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Row, Values } from '../resources/types.ts';
import { recordVisible, studentRecordScope } from './record-scope.ts';
import { defineEntity } from '../entity/define.ts';
import { col, searchColumn } from '../listmodel/define.ts';

const SIGNED = (a: string) => `CASE ${a}.kind WHEN 'payment' THEN -${a}.amount ELSE ${a}.amount END`;

async function check(_op: 'create' | 'update', values: Values, ctx: QueryContext, db: Db): Promise<Values> {
  const kind = values.kind as TransactionKind;
  const value = Number(values.amount);
  if (value === 0) throw invalidField('amount', 'An entry of zero changes nothing');
  if (kind !== 'adjustment' && value < 0)
    throw invalidField('amount', 'Enter a positive amount: the kind says which way the balance moves');
  if (Math.round(value * 100) !== value * 100) throw invalidField('amount', 'Amounts are in cents at most');
  const party = Number(values.student_party_id);
  if (!(await recordVisible(db, ctx.tenant, ctx.principal, party)))
    throw invalidField('student_party_id', 'No such student');
  if (kind === 'refund') {
    if (!values.refund_of) throw invalidField('refund_of', 'A refund names the payment it returns');
    const s = ctx.tenant.ident;
    const pay = await sql<{ found: number }>`SELECT 1 AS found FROM ${s}.student_transactions
      WHERE id = ${Number(values.refund_of)} AND kind = 'payment' AND student_party_id = ${party}`.execute(db);
    if (!pay.rows.length) throw invalidField('refund_of', "Not a payment of this student's");
  } else if (values.refund_of != null) throw invalidField('refund_of', 'Only a refund names a payment');
  return { ...values, created_by: ctx.principal.userId };
}

// inside the insert's transaction, with the payment locked: refunds so far plus this one
async function refundWithinPayment(trx: Db, row: Row, _v: Values, ctx: QueryContext) {
  if (row.kind !== 'refund') return;
  const s = ctx.tenant.ident;
  const r = await sql<{ paid: number; refunded: number }>`
    SELECT p.amount::float8 AS paid,
      (SELECT coalesce(sum(x.amount), 0)::float8 FROM ${s}.student_transactions x
        WHERE x.refund_of = p.id AND x.kind = 'refund') AS refunded
    FROM ${s}.student_transactions p WHERE p.id = ${Number(row.refund_of)} FOR UPDATE`.execute(trx);
  const { paid, refunded } = r.rows[0];
  if (refunded > paid + 1e-9)
    throw unprocessable(
      `The refunds (${refunded.toFixed(2)}) would exceed the payment (${paid.toFixed(2)})`,
      'refund_exceeds_payment',
      { fields: { amount: `At most ${(paid - refunded + Number(row.amount)).toFixed(2)} is left to refund` } },
    );
}

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: '{t}.student_transactions st JOIN {t}.parties p ON p.party_id = st.student_party_id',
    scope: studentRecordScope('st.student_party_id'),
    columns: {
      id: col.int('st.id', '= in sort'),
      student_party_id: col.int('st.student_party_id', '= in', 'Student id'),
      student: col.text("p.first_name || ' ' || p.last_name", 'sort'),
      kind: col.text('st.kind', '= in sort'),
      amount: col.number('st.amount::float8', 'sort'),
      effect: col.number(`(${SIGNED('st')})::float8`, '', 'Effect on balance'),
      balance:
        col.number(`(SELECT sum(${SIGNED('b')}) FROM {t}.student_transactions b WHERE b.student_party_id = st.student_party_id
          AND (b.occurred_on, b.id) <= (st.occurred_on, st.id))::float8`),
      description: col.text('st.description'),
      occurred_on: col.date('st.occurred_on', 'filter sort', 'Date'),
      refund_of: col.int('st.refund_of', '= is_null'),
      source: col.text("CASE WHEN st.external_ref IS NULL THEN 'school' ELSE 'card (Stripe)' END"),
      version: col.int('st.version'),
      search: searchColumn("p.first_name || ' ' || p.last_name || ' ' || st.description"),
    },
    key: 'id',
    defaultSort: [
      ['occurred_on', 'asc'],
      ['id', 'asc'],
    ],
    permission: 'student.transactions.read',
  },
  write: {
    table: '{t}.student_transactions',
    moreColumns: ['created_by'],
    scope: (ctx) => studentRecordScope('student_party_id')(ctx) ?? 'TRUE',
    permissions: { create: 'student.transactions.update' },
    prepare: check,
    afterCreate: refundWithinPayment,
  },
});
