// Payments with Stripe (shared/CONTRACTS.md section 9) through the official client against a
// loopback server speaking Stripe's wire format; webhook events signed with the library's
// test-header helper. Bad signatures write nothing, a replayed event is processed once, a
// completed checkout activates the user's subscription with its ledger entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { startStripeLoopback, type StripeLoopback } from '../helpers/stripe-loopback.ts';

const SECRET = 'whsec_loopback_secret';
const STUDENT = 'student@trekai.test';
let loop: StripeLoopback;
let t: ApiTest;
let bare: ApiTest | undefined;
beforeAll(async () => {
  loop = await startStripeLoopback();
  t = await createApiTest({
    STRIPE_SECRET_KEY: 'sk_test_loopback',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: loop.base,
  });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await loop?.close();
});

const db = () => t.app.database.db;
const anon = (method: 'GET' | 'POST', url: string, payload?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers });
const userId = async (email: string) =>
  (await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(db())).rows[0]
    .user_id;
async function counts() {
  const r = await sql<Record<string, number>>`SELECT
    (SELECT count(*)::int FROM platform.stripe_events) AS events,
    (SELECT count(*)::int FROM platform.course_subscriptions) AS subs,
    (SELECT count(*)::int FROM platform.payments) AS payments,
    (SELECT count(*)::int FROM trekai_lms.subscriptions) AS access`.execute(db());
  return r.rows[0];
}
/** the student's active monthly subscriptions, as students/trekai_subscription answers them */
async function activeMonthly(me: string) {
  const r = await t.list(STUDENT, 'students', 'trekai_subscription', [
    ['app_user_id', '=', me],
    ['plan', '=', 'monthly'],
    ['is_active', '=', true],
  ]);
  return r.body.data[0].total as number;
}
const event = (id: string, type: string, object: object) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1, data: { object } });
const signed = (payload: string, secret = SECRET) => ({
  'content-type': 'application/json',
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
});
const post = (payload: string, headers: Record<string, string>) =>
  anon('POST', '/api/payments/stripe/webhook', payload, headers);

describe('checkout sessions', () => {
  it('settings are public and list the plans', async () => {
    const r = await anon('GET', '/api/payments/settings');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.configured).toBe(true);
    expect(r.json().data.plans.map((p: { id: string }) => p.id)).toEqual(['monthly', 'annual', 'semester']);
  });

  it("creates a subscription checkout for the signed-in user's plan; unknown plans and strangers are refused", async () => {
    const me = await userId(STUDENT);
    const r = await t.call(STUDENT, 'POST', '/api/payments/stripe/checkout', { plan: 'monthly' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.url).toBe(`${loop.base}/pay/${r.body.data.id}`);
    const sent = loop.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', auth: 'Bearer sk_test_loopback' });
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: me,
      'metadata[plan]': 'monthly',
      'line_items[0][price_data][unit_amount]': '1900',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: 'http://localhost:3999/stripe-subscribe-success?session_id={CHECKOUT_SESSION_ID}',
    });
    const bad = await t.call(STUDENT, 'POST', '/api/payments/stripe/checkout', { plan: 'lifetime' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ plan: 'Plan is not one of the plans on offer' });
    const stranger = await anon('POST', '/api/payments/stripe/checkout', JSON.stringify({ plan: 'monthly' }), {
      'content-type': 'application/json',
    });
    expect(stranger.statusCode).toBe(401);
  });

  it("a session's outcome is public and shows nothing private; unknown and malformed ids are refused", async () => {
    const made = await t.call(STUDENT, 'POST', '/api/payments/stripe/checkout', { plan: 'semester' });
    expect(loop.requests.at(-1)!.form.mode).toBe('payment');
    const r = await anon('GET', `/api/payments/stripe/sessions/${made.body.data.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({
      id: made.body.data.id,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      plan: 'One semester',
      amount: 99,
      currency: 'usd',
      activated: false,
    });
    expect(JSON.stringify(r.json())).not.toContain('trekai.test');
    expect((await anon('GET', '/api/payments/stripe/sessions/cs_test_nothing')).statusCode).toBe(404);
    expect((await anon('GET', '/api/payments/stripe/sessions/not-a-session')).statusCode).toBe(400);
  });
});

describe('webhook', () => {
  let session: { id: string };

  it('a bad or missing signature answers 400 and writes nothing', async () => {
    const made = await t.call(STUDENT, 'POST', '/api/payments/stripe/checkout', { plan: 'monthly' });
    session = loop.complete(made.body.data.id);
    const payload = event('evt_bad_1', 'checkout.session.completed', session);
    const before = await counts();
    const forged = await post(payload, signed(payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('invalid_signature');
    const tampered = await post(payload.replace('"monthly"', '"annual"'), signed(payload));
    expect(tampered.statusCode).toBe(400);
    const missing = await post(payload, { 'content-type': 'application/json' });
    expect(missing.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a completed checkout activates the subscription with its ledger entry; a replay is processed once', async () => {
    const me = await userId(STUDENT);
    const before = await counts();
    const monthlyBefore = await activeMonthly(me);
    const payload = event('evt_done_1', 'checkout.session.completed', session);
    const r = await post(payload, signed(payload));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ received: true, duplicate: false, outcome: 'applied' });
    expect(await counts()).toEqual({
      events: before.events + 1,
      subs: before.subs + 1,
      payments: before.payments + 1,
      access: before.access + 1,
    });
    expect(await activeMonthly(me)).toBe(monthlyBefore + 1);
    const ledger = await sql<{ amount: string; kind: string; app_user_id: string }>`
      SELECT amount::text, kind, app_user_id FROM platform.payments WHERE checkout_session_id = ${session.id}`.execute(
      db(),
    );
    expect(ledger.rows).toEqual([{ amount: '19.00', kind: 'subscription', app_user_id: me }]);
    const outcome = await anon('GET', `/api/payments/stripe/sessions/${session.id}`);
    expect(outcome.json().data).toMatchObject({ payment_status: 'paid', status: 'complete', activated: true });

    const replay = await post(payload, signed(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ duplicate: true });
    expect((await counts()).payments).toBe(before.payments + 1);
  });

  it('a deleted Stripe subscription ends the subscription and its access', async () => {
    const payload = event('evt_end_1', 'customer.subscription.deleted', {
      id: `sub_loop_${session.id}`,
      object: 'subscription',
    });
    const r = await post(payload, signed(payload));
    expect(r.json()).toMatchObject({ outcome: 'applied' });
    const row = await sql<{ status: string; access: string }>`
      SELECT cs.status, s.status AS access FROM platform.course_subscriptions cs
      JOIN trekai_lms.subscriptions s ON s.id = cs.access_id WHERE cs.checkout_session_id = ${session.id}`.execute(
      db(),
    );
    expect(row.rows).toEqual([{ status: 'cancelled', access: 'cancelled' }]);
  });
});

describe('without STRIPE_SECRET_KEY', () => {
  it('says payments are not set up and verifies no webhook', async () => {
    bare = await createApiTest();
    const s = await bare.app.inject({ method: 'GET', url: '/api/payments/settings' });
    expect(s.json().data.configured).toBe(false);
    const r = await bare.call(STUDENT, 'POST', '/api/payments/stripe/checkout', { plan: 'monthly' });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('payments_not_configured');
    const payload = event('evt_x', 'checkout.session.completed', {});
    const w = await bare.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: signed(payload),
    });
    expect(w.statusCode).toBe(400);
  });
});
