// What a verified Stripe event changes, inside the one transaction that also records the event id
// (so each event is processed once; docs/commerce.md). checkout.session.completed with an app
// user's id as client_reference_id and a known metadata.plan: access in the user's tenant, the
// platform's subscription record, a student's enrolments in the plan's courses and a ledger entry.
// invoice.paid of a later cycle: the subscription runs on (renewals.ts).
// customer.subscription.deleted: the subscription and its access end. refund.created, refund.updated and charge.refunded: each refund
// of a known payment, a checkout's or a renewal's (the app's or one made in Stripe's dashboard,
// refund-sources.ts) lands in the books once, and one booked that Stripe then reports failed or canceled (refund.updated,
// refund.failed) is reversed once (refund-ledger.ts). Other events are recorded and otherwise ignored.
import type Stripe from 'stripe';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantFor } from '../db/tenant.ts';
import { planById } from '../../src/shared/plans.ts';
import { endAccess, grantAccess } from '../commerce/access.ts';
import { enrolGranted } from '../commerce/paid-enrolments.ts';
import { ledgerCheckout } from '../records/ledger-checkout.ts';
import { dollars, recordRefund, reverseRefund } from './refund-ledger.ts';
import type { EventRefunds } from './refund-sources.ts';
import { renewed } from './renewals.ts';
import { stripeId } from './stripe-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EventOutcome = 'applied' | 'ignored';

export async function applyEvent(trx: Db, event: Stripe.Event, refunds: EventRefunds): Promise<EventOutcome> {
  if (event.type === 'checkout.session.completed') return completed(trx, event.id, event.data.object);
  if (event.type === 'customer.subscription.deleted') return ended(trx, event.data.object.id);
  if (event.type === 'invoice.paid') return renewed(trx, event.id, event.data.object);
  return refunded(trx, event.id, refunds);
}

async function completed(trx: Db, eventId: string, s: Stripe.Checkout.Session): Promise<EventOutcome> {
  const plan = planById(s.metadata?.plan);
  const userId = s.client_reference_id ?? '';
  if (!plan || !UUID.test(userId)) return 'ignored';
  const user = await sql<{ tenant_id: number; schema: string; roles: { access?: string[] } }>`
    SELECT u.tenant_id, t.config->>'schema_name' AS schema, u.roles
    FROM platform.app_users u JOIN platform.tenants t ON t.id = u.tenant_id WHERE u.user_id = ${userId}`.execute(trx);
  const u = user.rows[0];
  if (!u) return 'ignored';
  const seen = await trx
    .selectFrom('platform.course_subscriptions')
    .select('id')
    .where('checkout_session_id', '=', s.id)
    .executeTakeFirst();
  if (seen) return 'ignored'; // another event of the same session did it
  const kind = u.roles.access?.includes('ind-teacher')
    ? 'teacher'
    : u.roles.access?.includes('home-school')
      ? 'family'
      : 'student';
  const amount = (s.amount_total ?? plan.amount * 100) / 100;
  const tenant = tenantFor(trx, { id: u.tenant_id, schema: u.schema });
  const accessId = await grantAccess(trx, tenant, userId, plan.id, plan.months);
  const customer = stripeId(s.customer);
  const subscription = stripeId(s.subscription);
  const subId = await sql<{ id: number }>`
    INSERT INTO platform.course_subscriptions
      (tenant_id, subscriber_kind, app_user_id, plan, status, ends_at, renews, amount, checkout_session_id,
       stripe_subscription_id, access_id, stripe_customer_id)
    VALUES (${u.tenant_id}, ${kind}, ${userId}, ${plan.id}, 'active',
      (current_date + make_interval(months => ${plan.months}))::date, ${plan.mode === 'subscription'}, ${amount},
      ${s.id}, ${subscription}, ${accessId}, ${customer}) RETURNING id`.execute(trx);
  await sql`
    INSERT INTO platform.payments (tenant_id, app_user_id, kind, plan, amount, currency, checkout_session_id, stripe_event_id,
      stripe_payment_intent, stripe_invoice_id, subscription_id)
    VALUES (${u.tenant_id}, ${userId}, ${plan.mode}, ${plan.id}, ${amount}, ${s.currency ?? 'usd'}, ${s.id}, ${eventId},
      ${stripeId(s.payment_intent)}, ${stripeId(s.invoice)}, ${subId.rows[0].id})`.execute(trx);
  // a student learns the plan's courses from now (paid-enrolments.ts); the enrolment makes their student record
  if (kind === 'student') await enrolGranted(trx, { userId, tenant }, accessId, null);
  await ledgerCheckout(trx, tenant, userId, { sessionId: s.id, label: `TrekAI ${plan.label}`, amount });
  return 'applied';
}

async function ended(trx: Db, stripeSubscriptionId: string): Promise<EventOutcome> {
  const rows = await sql<{ tenant_id: number; access_id: number | null }>`
    UPDATE platform.course_subscriptions SET status = 'cancelled', renews = false, version = version + 1, updated_at = now()
    WHERE stripe_subscription_id = ${stripeSubscriptionId} AND status = 'active'
    RETURNING tenant_id, access_id`.execute(trx);
  for (const r of rows.rows) await endAccess(trx, r);
  return rows.rows.length ? 'applied' : 'ignored';
}

async function refunded(trx: Db, eventId: string, { refunds, payments }: EventRefunds): Promise<EventOutcome> {
  let outcome: EventOutcome = 'ignored';
  for (const r of refunds) {
    const paymentId = payments.get(r.id);
    if (!paymentId) continue;
    let done: EventOutcome = 'ignored';
    if (r.status === 'succeeded' || r.status === 'pending')
      done = await recordRefund(trx, { id: r.id, paymentId, amount: dollars(r.amount), eventId });
    else if (r.status === 'failed' || r.status === 'canceled') done = await reverseRefund(trx, { id: r.id, eventId });
    if (done === 'applied') outcome = 'applied';
  }
  return outcome;
}
