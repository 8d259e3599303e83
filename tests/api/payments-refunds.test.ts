// Refunds by operators and the customer portal (docs/commerce.md) through the official Stripe client
// against the loopback Stripe server: a refund is never larger than what is left of the payment,
// lands in the payer's student account as a refund entry, and the webhook's refund events do not
// write it again; a booked refund Stripe reports failed or canceled is reversed once; refunds made
// in Stripe's dashboard (no metadata of ours) are booked once; a renewal's payment is refunded by
// itself, from the dashboard or by an operator picking it; the portal opens for a payer and is
// refused to anyone with no card payment.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN, FAMILY, OPERATOR, STUDENT } from '../helpers/demo-accounts.ts';
import { useStripeApiTest } from '../helpers/stripe-events.ts';
import { stripeClient } from '../../server/payments/stripe-client.ts';

const SECRET = 'whsec_refund_secret';
const { t, stripe: loopback, webhook, paid } = useStripeApiTest(SECRET);
const db = () => t.app.database.db;
const REFUNDS = '/api/payments/stripe/refunds';

/** the Stripe entries of the payer's student account, oldest first */
const ledger = async (email: string) =>
  (
    await sql<{ kind: string; amount: string; refund_of: number | null; external_ref: string }>`
      SELECT st.kind, st.amount::text, st.refund_of, st.external_ref FROM lms.student_transactions st
      JOIN platform.app_users u ON u.party_id = st.student_party_id AND u.email = ${email}
      WHERE st.external_ref IS NOT NULL ORDER BY st.id`.execute(db())
  ).rows;
const refundRows = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM platform.payments WHERE kind = 'refund'`.execute(db()))
    .rows[0].n;

describe('refunds', () => {
  it('an operator refunds part, then the rest, of a one-time payment; never more than was paid', async () => {
    const { session, subscription } = await paid(STUDENT, 'semester'); // $99
    expect((await t.call(ADMIN, 'POST', REFUNDS, { subscription_id: subscription, amount: 10 })).status).toBe(403);
    expect((await t.call(STUDENT, 'POST', REFUNDS, { subscription_id: subscription })).status).toBe(403);
    expect((await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: 999999 })).status).toBe(404);
    const over = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, amount: 99.01 });
    expect([over.status, over.body.error.code]).toEqual([422, 'refund_exceeds_payment']);
    expect(loopback().refunds.size).toBe(0);

    const part = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, amount: 30.5 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data).toMatchObject({ amount: 30.5, refunded: 30.5, left: 68.5 });
    const sent = loopback().refunds.get(part.body.data.refund_id)!;
    expect(sent).toMatchObject({ payment_intent: `pi_loop_${session.id}`, amount: 3050 });
    expect(sent.metadata.checkout_session_id).toBe(session.id);

    const rest = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription });
    expect(rest.body.data).toMatchObject({ amount: 68.5, refunded: 99, left: 0 });
    const none = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, amount: 0.01 });
    expect([none.status, none.body.error.fields]).toEqual([
      422,
      { amount: 'At most $0.00 of this payment can be refunded' },
    ]);

    const entries = await ledger(STUDENT);
    const payment = await sql<{ id: number }>`
      SELECT id FROM lms.student_transactions WHERE external_ref = ${`${session.id}:payment`}`.execute(db());
    expect(entries.filter((e) => e.kind === 'refund')).toEqual([
      {
        kind: 'refund',
        amount: '30.50',
        refund_of: payment.rows[0].id,
        external_ref: `${part.body.data.refund_id}:refund`,
      },
      {
        kind: 'refund',
        amount: '68.50',
        refund_of: payment.rows[0].id,
        external_ref: `${rest.body.data.refund_id}:refund`,
      },
    ]);
  });

  it("the webhook's refund events write a refund once; a subscription is refunded through its invoice's payment", async () => {
    const { session, subscription } = await paid(STUDENT, 'monthly'); // $19
    const r = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, amount: 4 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const refund = loopback().refunds.get(r.body.data.refund_id)!;
    expect(refund.payment_intent).toBe(`pi_in_loop_${session.id}`);
    const before = await refundRows();
    const object = { ...refund, object: 'refund', status: 'succeeded', currency: 'usd' };
    const created = await webhook('evt_refund_1', 'refund.created', object);
    expect(created.json()).toEqual({ received: true, duplicate: false, outcome: 'ignored' });
    const charge = { id: 'ch_1', object: 'charge', refunds: { object: 'list', data: [object] } };
    expect((await webhook('evt_refund_2', 'charge.refunded', charge)).json()).toMatchObject({ outcome: 'ignored' });
    expect(await refundRows()).toBe(before);

    // a refund the route did not record (its answer lost): the event records it, once
    const lost = { ...object, id: 're_lost_1', amount: 500 };
    expect((await webhook('evt_refund_3', 'refund.created', lost)).json()).toMatchObject({ outcome: 'applied' });
    expect(
      (await webhook('evt_refund_4', 'charge.refunded', { ...charge, refunds: { data: [lost] } })).json(),
    ).toMatchObject({
      outcome: 'ignored',
    });
    // more than is left ($10) is cut to what is left
    const big = { ...object, id: 're_big_1', amount: 5000 };
    expect((await webhook('evt_refund_5', 'refund.created', big)).json()).toMatchObject({ outcome: 'applied' });
    const rows = await sql<{ amount: string }>`SELECT p.amount::text FROM platform.payments p
      JOIN platform.payments paid ON paid.id = p.refund_of WHERE paid.checkout_session_id = ${session.id} ORDER BY p.id`.execute(
      db(),
    );
    expect(rows.rows.map((x) => x.amount)).toEqual(['4.00', '5.00', '10.00']);
    expect((await ledger(STUDENT)).filter((e) => e.external_ref.startsWith('re_big_1'))).toMatchObject([
      { amount: '10.00' },
    ]);
  });
});

describe('a booked refund that fails', () => {
  it('is reversed once in both books when Stripe reports it failed or canceled', async () => {
    const { session, subscription } = await paid(STUDENT, 'semester'); // $99
    const r = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, amount: 40 });
    expect(r.body.data).toMatchObject({ amount: 40, left: 59 });
    const sent = loopback().refunds.get(r.body.data.refund_id)!;
    sent.status = 'failed'; // as Stripe would have it: the money stays with the school
    const refund = { ...sent, object: 'refund', currency: 'usd' };
    const failed = { ...refund, failure_reason: 'expired_or_canceled_card' };
    expect((await webhook('evt_fail_1', 'refund.updated', failed)).json()).toMatchObject({ outcome: 'applied' });
    // the same news again (another event, refund.failed): nothing more
    expect((await webhook('evt_fail_2', 'refund.failed', failed)).json()).toMatchObject({ outcome: 'ignored' });
    const books = await sql<{
      amount: string;
      reverses: boolean;
    }>`SELECT p.amount::text, p.reverses IS NOT NULL AS reverses
      FROM platform.payments p JOIN platform.payments paid ON paid.id = p.refund_of
      WHERE paid.checkout_session_id = ${session.id} ORDER BY p.id`.execute(db());
    expect(books.rows).toEqual([
      { amount: '40.00', reverses: false },
      { amount: '-40.00', reverses: true },
    ]);
    const mine = (await ledger(STUDENT)).filter((e) => e.external_ref.startsWith(refund.id));
    expect(mine.map((e) => [e.kind, e.amount, e.external_ref])).toEqual([
      ['refund', '40.00', `${refund.id}:refund`],
      ['refund', '-40.00', `${refund.id}:reversal`],
    ]);
    // the whole payment can be refunded again; a canceled refund is reversed the same way
    const all = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription });
    expect(all.body.data).toMatchObject({ amount: 99, left: 0 });
    const whole = loopback().refunds.get(all.body.data.refund_id)!;
    whole.status = 'canceled';
    const canceled = { ...whole, object: 'refund' };
    expect((await webhook('evt_fail_3', 'refund.updated', canceled)).json()).toMatchObject({ outcome: 'applied' });
    // a refund never booked that fails: nothing to reverse
    const unknown = { ...failed, id: 're_never_booked' };
    expect((await webhook('evt_fail_4', 'refund.updated', unknown)).json()).toMatchObject({ outcome: 'ignored' });
    const left = await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, amount: 99.01 });
    expect(left.body.error.fields).toEqual({ amount: 'At most $99.00 of this payment can be refunded' });
  });
});

describe("refunds made in Stripe's dashboard", () => {
  it('are booked once, found by the payment intent or the subscription’s first invoice', async () => {
    // the official client, as the dashboard would make them: no metadata of ours
    const stripe = stripeClient(t.app.config)!;
    const one = await paid(STUDENT, 'semester'); // $99
    const pi = `pi_loop_${one.session.id}`;
    const before = await refundRows();
    const first = await stripe.refunds.create({ payment_intent: pi, amount: 2500 });
    expect(first.metadata).toEqual({});
    expect((await webhook('evt_dash_1', 'refund.created', first)).json()).toMatchObject({ outcome: 'applied' });
    expect((await webhook('evt_dash_1', 'refund.created', first)).json()).toMatchObject({ duplicate: true });
    // charge.refunded as current API versions send it, without the refunds: they are listed from Stripe
    const charge = { id: first.charge, object: 'charge', payment_intent: pi, amount_refunded: 2500, refunds: null };
    expect((await webhook('evt_dash_2', 'charge.refunded', charge)).json()).toMatchObject({ outcome: 'ignored' });
    const second = await stripe.refunds.create({ payment_intent: pi, amount: 1000 });
    const both = { ...charge, amount_refunded: 3500 };
    expect((await webhook('evt_dash_3', 'charge.refunded', both)).json()).toMatchObject({ outcome: 'applied' });
    expect((await webhook('evt_dash_4', 'refund.updated', second)).json()).toMatchObject({ outcome: 'ignored' });
    expect(await refundRows()).toBe(before + 2);
    const payment = await sql<{ id: number }>`
      SELECT id FROM lms.student_transactions WHERE external_ref = ${`${one.session.id}:payment`}`.execute(db());
    const booked = (await ledger(STUDENT)).filter((e) => [first.id, second.id].includes(e.external_ref.split(':')[0]));
    expect(booked.map((e) => [e.amount, e.refund_of])).toEqual([
      ['25.00', payment.rows[0].id],
      ['10.00', payment.rows[0].id],
    ]);

    // a subscription's refund names the payment intent of its first invoice
    const monthly = await paid(STUDENT, 'monthly'); // $19
    const sub = await stripe.refunds.create({ payment_intent: `pi_in_loop_${monthly.session.id}`, amount: 700 });
    expect((await webhook('evt_dash_5', 'refund.created', sub)).json()).toMatchObject({ outcome: 'applied' });
    const rows = await sql<{ amount: string }>`SELECT p.amount::text FROM platform.payments p
      JOIN platform.payments paid ON paid.id = p.refund_of WHERE paid.checkout_session_id = ${monthly.session.id}`.execute(
      db(),
    );
    expect(rows.rows).toEqual([{ amount: '7.00' }]);

    // a refund of a payment that is not ours: recorded as seen, nothing booked
    const stranger = { ...sub, id: 're_stranger', payment_intent: 'pi_elsewhere', charge: 'ch_elsewhere' };
    expect((await webhook('evt_dash_6', 'refund.created', stranger)).json()).toMatchObject({ outcome: 'ignored' });
    expect(await refundRows()).toBe(before + 3);
  });
});

describe("a renewal's payment", () => {
  it('is refunded by itself, from the dashboard or by an operator picking it, and reversed like the others', async () => {
    const stripe = stripeClient(t.app.config)!;
    const { session, subscription } = await paid(STUDENT, 'monthly'); // $19, then $19 a month
    const invoice = loopback().renew(session.id, 'in_renew_r1');
    expect((await webhook('evt_rr_0', 'invoice.paid', invoice)).json()).toMatchObject({ outcome: 'applied' });
    const PAYMENTS = `/api/payments/stripe/subscriptions/${subscription}/payments`;
    const listed = await t.call(OPERATOR, 'GET', PAYMENTS);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const [checkout, renewal] = listed.body.data;
    expect(listed.body.data).toMatchObject([
      { kind: 'checkout', amount: 19, refunded: 0, left: 19 },
      { kind: 'renewal', amount: 19, refunded: 0, left: 19 },
    ]);
    expect((await t.call(ADMIN, 'GET', PAYMENTS)).status).toBe(403);
    expect((await t.call(OPERATOR, 'GET', '/api/payments/stripe/subscriptions/999999/payments')).status).toBe(404);

    // made in Stripe's dashboard: found through the invoice its payment intent paid
    const first = await stripe.refunds.create({ payment_intent: `pi_${invoice.id}`, amount: 700 });
    expect((await webhook('evt_rr_1', 'refund.created', first)).json()).toMatchObject({ outcome: 'applied' });
    const charge = { id: first.charge, object: 'charge', amount_refunded: 700, refunds: null };
    expect((await webhook('evt_rr_2', 'charge.refunded', charge)).json()).toMatchObject({ outcome: 'ignored' });

    // an operator picks the renewal: never more than is left of it ($12)
    const refund = (body: object) => t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: subscription, ...body });
    const over = await refund({ payment_id: renewal.id, amount: 12.01 });
    expect([over.status, over.body.error?.fields]).toEqual([
      422,
      { amount: 'At most $12.00 of this payment can be refunded' },
    ]);
    const other = await paid(STUDENT, 'semester');
    expect(
      (await t.call(OPERATOR, 'POST', REFUNDS, { subscription_id: other.subscription, payment_id: renewal.id })).status,
    ).toBe(404);
    const five = await refund({ payment_id: renewal.id, amount: 5 });
    expect(five.body.data).toMatchObject({ payment_id: renewal.id, amount: 5, refunded: 12, left: 7 });
    const sent = loopback().refunds.get(five.body.data.refund_id)!;
    expect([sent.payment_intent, sent.metadata.invoice_id]).toEqual([`pi_${invoice.id}`, invoice.id]);
    const again = { ...sent, object: 'refund', status: 'succeeded' };
    expect((await webhook('evt_rr_3', 'refund.created', again)).json()).toMatchObject({ outcome: 'ignored' });

    // the dashboard's refund fails: reversed, and what is left of the renewal is $14 again
    loopback().refunds.get(first.id)!.status = 'failed';
    const failed = { ...first, status: 'failed' };
    expect((await webhook('evt_rr_4', 'refund.updated', failed)).json()).toMatchObject({ outcome: 'applied' });
    // a dashboard refund above what is left is cut to it
    const big = { ...first, id: 're_renewal_big', amount: 5000, status: 'succeeded' };
    expect((await webhook('evt_rr_5', 'refund.created', big)).json()).toMatchObject({ outcome: 'applied' });

    const books = await sql<{ amount: string; refund_of: number }>`
      SELECT amount::text, refund_of FROM platform.payments WHERE refund_of IN (${checkout.id}, ${renewal.id}) ORDER BY id`.execute(
      db(),
    );
    const r = renewal.id as number;
    expect(books.rows.map((x) => [x.amount, x.refund_of])).toEqual([
      ['7.00', r],
      ['5.00', r],
      ['-7.00', r],
      ['14.00', r],
    ]);
    const entry = await sql<{ id: number }>`
      SELECT id FROM lms.student_transactions WHERE external_ref = ${`${invoice.id}:payment`}`.execute(db());
    const refunds = [first.id, five.body.data.refund_id, 're_renewal_big'];
    const mine = (await ledger(STUDENT)).filter((e) => refunds.includes(e.external_ref.split(':')[0]));
    expect(mine.map((e) => [e.amount, e.refund_of, e.external_ref.split(':')[1]])).toEqual([
      ['7.00', entry.rows[0].id, 'refund'],
      ['5.00', entry.rows[0].id, 'refund'],
      ['-7.00', entry.rows[0].id, 'reversal'],
      ['14.00', entry.rows[0].id, 'refund'],
    ]);
    expect((await t.call(OPERATOR, 'GET', PAYMENTS)).body.data).toMatchObject([
      { id: checkout.id, refunded: 0, left: 19 },
      { id: renewal.id, refunded: 19, left: 0 },
    ]);
    // without a payment picked: the checkout's, as before
    const rest = await refund({});
    expect(rest.body.data).toMatchObject({ payment_id: checkout.id, amount: 19, left: 0 });
    expect(loopback().refunds.get(rest.body.data.refund_id)!.metadata.checkout_session_id).toBe(session.id);
  });
});

describe('customer portal', () => {
  it('opens Stripe’s portal for a payer’s customer and refuses a user with no card payment', async () => {
    const { session } = await paid(FAMILY, 'annual');
    const r = await t.call(FAMILY, 'POST', '/api/payments/stripe/portal', {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.url).toMatch(new RegExp(`^${loopback().base}/portal/bps_loop\\d+$`));
    expect(loopback().requests.at(-1)!.form).toEqual({
      customer: `cus_loop_${session.id}`,
      return_url: 'http://localhost:3999/trekai-subscription',
    });
    expect((await t.call(ADMIN, 'POST', '/api/payments/stripe/portal', {})).status).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/stripe/portal' })).statusCode).toBe(401);
  });
});
