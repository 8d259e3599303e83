// Student accounts (server/records/student-transactions.ts): entries with a running balance, the
// rules bad input meets (zero, a negative charge, a refund over its payment: refused, nothing
// written), who sees whose ledger, and a paid Stripe checkout landing as a charge and its payment.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, STUDENT } from '../helpers/demo-accounts.ts';

const SECRET = 'whsec_ledger_secret';
const OTHER = 900002; // a student of lms with no seeded entries
const OTHER2 = 900003;
const t = useApiTest({
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_API_BASE: 'http://127.0.0.1:9',
});
let own: { party_id: number; user_id: string };
const db = () => t.app.database.db;

beforeAll(async () => {
  own = (await sql<typeof own>`SELECT party_id, user_id FROM platform.app_users WHERE email = ${STUDENT}`.execute(db()))
    .rows[0];
  await sql`INSERT INTO lms.parties (party_id, kind, first_name, last_name)
    VALUES (${OTHER}, 'student', 'Otto', 'Ledger'), (${OTHER2}, 'student', 'Una', 'Ledger')`.execute(db());
});

const add = (email: string, values: object) => t.call(email, 'POST', '/api/resources/student-transactions', values);
const count = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.student_transactions`.execute(db())).rows[0].n;
async function ledger(email: string, filter: unknown[] = []) {
  const r = await t.list(email, 'student_transactions', 'student_transactions', filter, { rowsize: 100 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as {
    id: number;
    kind: string;
    amount: number;
    balance: number;
    student_party_id: number;
  }[];
}

describe('ledger', () => {
  let paymentId = 0;
  it('keeps a running balance over charges, payments, refunds and adjustments', async () => {
    const day = (d: number) => `2026-09-0${d}`;
    const s = OTHER;
    expect((await add(ADMIN, { student_party_id: s, kind: 'charge', amount: 100, occurred_on: day(1) })).status).toBe(
      201,
    );
    const pay = await add(ADMIN, { student_party_id: s, kind: 'payment', amount: 60, occurred_on: day(2) });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    paymentId = pay.body.data.id;
    const refund = { student_party_id: s, kind: 'refund', amount: 20, refund_of: paymentId, occurred_on: day(3) };
    expect((await add(ADMIN, refund)).status).toBe(201);
    const credit = { student_party_id: s, kind: 'adjustment', amount: -10, description: 'Sibling discount' };
    expect((await add(ADMIN, { ...credit, occurred_on: day(4) })).status).toBe(201);
    await add(ADMIN, { student_party_id: OTHER2, kind: 'charge', amount: 5, occurred_on: day(1) });
    const rows = await ledger(ADMIN, [['student_party_id', '=', s]]);
    // 100 owed, 60 paid → 40, 20 refunded → 60, 10 credited → 50
    expect(rows.map((r) => [r.kind, r.amount, r.balance])).toEqual([
      ['charge', 100, 100],
      ['payment', 60, 40],
      ['refund', 20, 60],
      ['adjustment', -10, 50],
    ]);
  });

  it('refuses a zero entry, a negative charge and a refund over what is left of its payment, writing nothing', async () => {
    const before = await count();
    const zero = await add(ADMIN, { student_party_id: OTHER, kind: 'charge', amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields.amount).toMatch(/zero/);
    const negative = await add(ADMIN, { student_party_id: OTHER, kind: 'charge', amount: -5 });
    expect(negative.status).toBe(400);
    // 60 paid, 20 refunded: 41 is too much
    const big = await add(ADMIN, { student_party_id: OTHER, kind: 'refund', amount: 41, refund_of: paymentId });
    expect(big.status).toBe(422);
    expect(big.body.error.code).toBe('refund_exceeds_payment');
    const elsewhere = await add(ADMIN, { student_party_id: OTHER2, kind: 'refund', amount: 1, refund_of: paymentId });
    expect(elsewhere.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('shows a student only its own entries and lets it add none', async () => {
    const rows = await ledger(STUDENT);
    const mine = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.student_transactions
      WHERE student_party_id = ${own.party_id}`.execute(db());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(mine.rows[0].n);
    expect(new Set(rows.map((r) => r.student_party_id))).toEqual(new Set([own.party_id]));
    expect((await ledger(STUDENT, [['student_party_id', '=', OTHER]])).length).toBe(0);
    expect((await add(STUDENT, { student_party_id: own.party_id, kind: 'payment', amount: 1 })).status).toBe(403);
  });
});

describe('Stripe checkouts', () => {
  it('land in the payer’s account as a charge and its payment, once', async () => {
    const session = {
      id: 'cs_test_ledger_1',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: own.user_id,
      metadata: { plan: 'semester' },
      amount_total: 9900, // the semester plan's price (a checkout for another amount grants nothing)
      currency: 'usd',
      subscription: null,
    };
    const payload = JSON.stringify({
      id: 'evt_ledger_1',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-01',
      created: 1,
      data: { object: session },
    });
    const headers = {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    };
    const before = (await ledger(STUDENT)).at(-1)?.balance ?? 0;
    const post = () => t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers });
    const r = await post();
    expect(r.statusCode, r.body).toBe(200);
    await post();
    const rows = await ledger(STUDENT, [['search', 'ilike', '%Stripe%']]);
    expect(rows.map((x) => [x.kind, x.amount])).toEqual([['payment', 99]]);
    const all = await ledger(STUDENT);
    expect(all.filter((x) => x.amount === 99).map((x) => x.kind)).toEqual(['charge', 'payment']);
    // the checkout settled itself: the balance after it is what it was before
    expect(all.at(-1)!.balance).toBe(before);
  });
});
