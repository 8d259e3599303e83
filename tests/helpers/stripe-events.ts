// Stripe webhook events for the API tests (docs/commerce.md): signed with the library's test-header
// helper and posted to the app's webhook, and a checkout paid on the loopback Stripe server and
// announced by its checkout.session.completed event.
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { useApiTest, type ApiTest } from './api.ts';
import { startStripeLoopback, type StripeLoopback } from './stripe-loopback.ts';

export function stripeEvents(t: ApiTest, loop: () => StripeLoopback, secret: string) {
  const webhook = (id: string, type: string, object: object) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: 1,
      data: { object },
    });
    const headers = {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    };
    return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload, headers });
  };
  /** a checkout of `plan` by `email`, paid and announced: its session, subscription id and access row id */
  async function paid(email: string, plan: string) {
    const made = await t.call(email, 'POST', '/api/payments/stripe/checkout', { plan });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const session = loop().complete(made.body.data.id);
    const r = await webhook(`evt_done_${session.id}`, 'checkout.session.completed', session);
    expect(r.json()).toMatchObject({ outcome: 'applied' });
    const sub = await sql<{ id: number; access_id: number }>`
      SELECT id, access_id FROM platform.course_subscriptions WHERE checkout_session_id = ${session.id}`.execute(
      t.app.database.db,
    );
    return { session, subscription: sub.rows[0].id, accessId: sub.rows[0].access_id };
  }
  return { webhook, paid };
}

/** The file's app on its own loopback Stripe server, webhooks signed with `secret`. */
export function useStripeApiTest(secret: string) {
  let loop: StripeLoopback;
  beforeAll(async () => {
    loop = await startStripeLoopback();
  });
  afterAll(() => loop?.close());
  const t = useApiTest(() => ({
    STRIPE_SECRET_KEY: 'sk_test_loopback',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_API_BASE: loop.base,
  }));
  const stripe = () => loop;
  return { t, stripe, ...stripeEvents(t, stripe, secret) };
}
