// A correctly signed checkout.session.completed whose amount is not the plan's price grants nothing:
// it is answered 200 `refused` (Stripe resending it would not change it), logged, and its
// stripe_events row says why. The same checkout at the plan's price is granted.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { planById } from '../../src/shared/plans.ts';
import { useStripeApiTest } from '../helpers/stripe-events.ts';

const SECRET = 'whsec_amount_secret';
const PAYER = 'student@trekai.test';
const { t, stripe, webhook } = useStripeApiTest(SECRET);
const db = () => t.app.database.db;

const granted = async (sessionId: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM platform.course_subscriptions
      WHERE checkout_session_id = ${sessionId}`.execute(db())
  ).rows[0].n;
const eventRow = async (id: string) =>
  (
    await sql<{ outcome: string; note: string | null }>`SELECT outcome, note FROM platform.stripe_events
      WHERE id = ${id}`.execute(db())
  ).rows[0];

describe('a completed checkout must have charged the plan price', () => {
  it('refuses a signed event whose amount_total differs, and records why', async () => {
    const made = await t.call(PAYER, 'POST', '/api/payments/stripe/checkout', { plan: 'semester' });
    const session = stripe().complete(made.body.data.id);
    const price = Math.round(planById('semester')!.amount * 100);
    expect(session.amount_total).toBe(price);

    const cheap = { ...session, amount_total: 100 };
    const r = await webhook('evt_cheap_1', 'checkout.session.completed', cheap);
    expect([r.statusCode, r.json()]).toEqual([200, { received: true, duplicate: false, outcome: 'refused' }]);
    expect(await granted(session.id)).toBe(0);
    const row = await eventRow('evt_cheap_1');
    expect(row.outcome).toBe('refused');
    expect(row.note).toContain(`charged 100 usd, but plan semester costs ${price} usd`);

    const euro = await webhook('evt_cheap_2', 'checkout.session.completed', { ...session, currency: 'eur' });
    expect(euro.json().outcome).toBe('refused');
    expect(await granted(session.id)).toBe(0);

    const right = await webhook('evt_right_1', 'checkout.session.completed', session);
    expect(right.json().outcome).toBe('applied');
    expect(await granted(session.id)).toBe(1);
    expect((await eventRow('evt_right_1')).outcome).toBe('applied');
  });
});
