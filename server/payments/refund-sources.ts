// Which checkout a refund of a webhook event returns (docs/commerce.md), found before the event's
// transaction since it may ask Stripe. A refund the app made names its checkout in its metadata; one
// made in Stripe's dashboard does not: its payment intent is the one that paid the checkout (kept on
// the payment row), or for a subscription the one that paid its first invoice (asked of Stripe's
// invoice payments). A `charge.refunded` event of current API versions leaves the charge's refunds
// out: they are listed from Stripe.
import type Stripe from 'stripe';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { providerError, stripeId } from './stripe-client.ts';

export interface EventRefunds {
  refunds: Stripe.Refund[];
  /** refund id to the checkout session it returns */
  sessions: Map<string, string>;
}

async function refundsOf(event: Stripe.Event, stripe: Stripe | undefined): Promise<Stripe.Refund[]> {
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed')
    return [event.data.object];
  if (event.type !== 'charge.refunded') return [];
  const charge = event.data.object;
  if (charge.refunds?.data) return charge.refunds.data;
  if (!stripe) return [];
  const list = await stripe.refunds.list({ charge: charge.id, limit: 100 }).catch(providerError);
  return list.data;
}

async function paidCheckout(db: Db, column: 'stripe_payment_intent' | 'stripe_invoice_id', value: string) {
  const r = await sql<{ checkout_session_id: string }>`
    SELECT checkout_session_id FROM platform.payments
    WHERE ${sql.ref(column)} = ${value} AND kind <> 'refund' AND checkout_session_id IS NOT NULL LIMIT 1`.execute(db);
  return r.rows[0]?.checkout_session_id;
}

async function sessionOfIntent(db: Db, stripe: Stripe | undefined, pi: string) {
  const direct = await paidCheckout(db, 'stripe_payment_intent', pi);
  if (direct || !stripe) return direct;
  const list = await stripe.invoicePayments
    .list({ payment: { type: 'payment_intent', payment_intent: pi }, limit: 1 })
    .catch(providerError);
  const invoice = stripeId(list.data[0]?.invoice);
  return invoice ? paidCheckout(db, 'stripe_invoice_id', invoice) : undefined;
}

export async function eventRefunds(db: Db, stripe: Stripe | undefined, event: Stripe.Event): Promise<EventRefunds> {
  const refunds = await refundsOf(event, stripe);
  const sessions = new Map<string, string>();
  for (const r of refunds) {
    const pi = stripeId(r.payment_intent);
    const session = r.metadata?.checkout_session_id || (pi ? await sessionOfIntent(db, stripe, pi) : undefined);
    if (session) sessions.set(r.id, session);
  }
  return { refunds, sessions };
}
