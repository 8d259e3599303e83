// A renewing Stripe subscription's later payments (docs/commerce.md): `invoice.paid` of a
// subscription cycle extends the subscription and its access to the paid period's end, so a monthly
// student keeps learning (the enrolments stay with the access row), and lands in the books like the
// first payment: a payment row of platform.payments (its invoice id, once, and the subscription it
// paid, so an operator can refund it) and the student account's charge and card payment
// (ledger-checkout.ts, keyed by the invoice id); a refund of it is found by that invoice
// (refund-sources.ts). Runs in the webhook's
// transaction (webhook-effects.ts).
import type Stripe from 'stripe';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantFor } from '../db/tenant.ts';
import { planById } from '../../src/shared/plans.ts';
import { ledgerCheckout } from '../records/ledger-checkout.ts';
import { stripeId } from './stripe-client.ts';

export async function renewed(trx: Db, eventId: string, invoice: Stripe.Invoice): Promise<'applied' | 'ignored'> {
  // the first invoice is the checkout's own payment (checkout.session.completed)
  if (invoice.billing_reason !== 'subscription_cycle') return 'ignored';
  const subscription = stripeId(invoice.parent?.subscription_details?.subscription);
  const sub = (
    await sql<{
      id: number;
      tenant_id: number;
      app_user_id: string;
      plan: string;
      access_id: number | null;
      schema: string;
    }>`
      SELECT cs.id, cs.tenant_id, cs.app_user_id, cs.plan, cs.access_id, t.config->>'schema_name' AS schema
      FROM platform.course_subscriptions cs JOIN platform.tenants t ON t.id = cs.tenant_id
      WHERE cs.stripe_subscription_id = ${subscription} AND cs.status = 'active' FOR UPDATE OF cs`.execute(trx)
  ).rows[0];
  const plan = planById(sub?.plan);
  if (!sub || !plan) return 'ignored';
  const seen = await trx
    .selectFrom('platform.payments')
    .select('id')
    .where('stripe_invoice_id', '=', invoice.id)
    .where('kind', '<>', 'refund')
    .executeTakeFirst();
  if (seen) return 'ignored';
  // the paid period's end, or the plan's months on from the present end
  const periodEnd = invoice.lines?.data?.[0]?.period?.end ?? null;
  const ends = (
    await sql<{ ends_at: string }>`
      UPDATE platform.course_subscriptions SET version = version + 1, updated_at = now(),
        ends_at = GREATEST(ends_at, coalesce((to_timestamp(${periodEnd}::bigint) AT TIME ZONE 'UTC')::date,
          (coalesce(ends_at, current_date) + make_interval(months => ${plan.months}))::date))
      WHERE id = ${sub.id} RETURNING to_char(ends_at, 'YYYY-MM-DD') AS ends_at`.execute(trx)
  ).rows[0].ends_at;
  const tenant = tenantFor(trx, { id: sub.tenant_id, schema: sub.schema });
  if (sub.access_id !== null)
    await sql`UPDATE ${tenant.table('subscriptions')} SET ends_at = ${ends}::date
      WHERE id = ${sub.access_id} AND status = 'active'`.execute(trx);
  const amount = invoice.amount_paid / 100;
  await sql`
    INSERT INTO platform.payments (tenant_id, app_user_id, kind, plan, amount, currency, stripe_event_id, stripe_invoice_id,
      subscription_id)
    VALUES (${sub.tenant_id}, ${sub.app_user_id}, 'subscription', ${plan.id}, ${amount}, ${invoice.currency ?? 'usd'},
      ${eventId}, ${invoice.id}, ${sub.id})`.execute(trx);
  await ledgerCheckout(trx, tenant, sub.app_user_id, {
    sessionId: invoice.id!,
    label: `TrekAI ${plan.label} renewal`,
    amount,
  });
  return 'applied';
}
