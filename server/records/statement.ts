// A student's account statement (/student-transactions, docs/records.md): the opening balance
// before the period, every entry in it oldest first with the running balance after each, the
// totals per kind and the closing balance; as CSV (src/lib/csv.ts) or PDF (statement-pdf.ts).
// A payment lowers what is owed; a charge, a refund (money handed back) and an adjustment (signed)
// raise it, as in server/records/student-transactions.ts.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { toCsv } from '../../src/shared/csv.ts';
import type { TransactionKind } from '../../src/shared/entities/student-transactions.ts';

export interface StatementLine {
  occurred_on: string;
  kind: TransactionKind;
  description: string;
  amount: number;
  effect: number;
  balance: number;
}

export interface Statement {
  student: string;
  school: string;
  from: string | null;
  to: string | null;
  opening: number;
  lines: StatementLine[];
  totals: Record<TransactionKind, number>;
  closing: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const effectOf = (kind: TransactionKind, amount: number) => (kind === 'payment' ? -amount : amount);

export async function buildStatement(
  db: Db,
  tenant: Tenant,
  partyId: number,
  period: { from?: string; to?: string },
): Promise<Statement> {
  const s = tenant.ident;
  const who = await sql<{ student: string; school: string }>`
    SELECT p.first_name || ' ' || p.last_name AS student, t.title AS school
    FROM ${s}.parties p, platform.tenants t WHERE p.party_id = ${partyId} AND t.id = ${tenant.id}`.execute(db);
  const rows = await sql<{ occurred_on: string; kind: TransactionKind; description: string; amount: number }>`
    SELECT to_char(occurred_on, 'YYYY-MM-DD') AS occurred_on, kind, description, amount::float8 AS amount
    FROM ${s}.student_transactions WHERE student_party_id = ${partyId}
      AND (${period.to ?? null}::date IS NULL OR occurred_on <= ${period.to ?? null}::date)
    ORDER BY occurred_on, id`.execute(db);
  let opening = 0;
  const lines: StatementLine[] = [];
  const totals: Record<TransactionKind, number> = { charge: 0, payment: 0, refund: 0, adjustment: 0 };
  let balance = 0;
  for (const r of rows.rows) {
    const effect = effectOf(r.kind, r.amount);
    balance = cents(balance + effect);
    if (period.from && r.occurred_on < period.from) {
      opening = balance;
      continue;
    }
    totals[r.kind] = cents(totals[r.kind] + r.amount);
    lines.push({ ...r, effect, balance });
  }
  return {
    ...who.rows[0],
    from: period.from ?? null,
    to: period.to ?? null,
    opening,
    lines,
    totals,
    closing: balance,
  };
}

export function statementCsv(st: Statement): string {
  type Row = { date: string; kind: string; description: string; amount: number | null; balance: number };
  const rows: Row[] = [
    { date: st.from ?? '', kind: '', description: 'Opening balance', amount: null, balance: st.opening },
    ...st.lines.map((l) => ({ date: l.occurred_on, ...l, amount: l.effect })),
    { date: st.to ?? '', kind: '', description: 'Closing balance', amount: null, balance: st.closing },
  ];
  return toCsv(rows, [
    { title: 'Date', value: (r) => r.date },
    { title: 'Kind', value: (r) => r.kind },
    { title: 'Description', value: (r) => r.description },
    { title: 'Change to balance', value: (r) => r.amount },
    { title: 'Balance', value: (r) => r.balance },
  ]);
}
