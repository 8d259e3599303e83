// Which payment a refund of a webhook event returns (docs/commerce.md), found before the event's
// transaction since it may ask Stripe. A refund the app made names its payment in its metadata: the
// checkout session, or a renewal's invoice. One made in Stripe's dashboard does not: its payment
// intent is the one kept on the payment row (a one-time checkout's), or the one that paid an invoice
// of ours (a subscription's first invoice or a renewal's; asked of Stripe's invoice payments). A
// `charge.refunded` event of current API versions leaves the charge's refunds out: they are listed
// from Stripe.
import type Stripe from 'stripe';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { providerError, stripeId } from './stripe-client.ts';

export interface EventRefunds {
  refunds: Stripe.Refund[];
  /** refund id to the platform.payments row it returns */
  payments: Map<string, number>;
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

type PaymentRef = 'checkout_session_id' | 'stripe_invoice_id' | 'stripe_payment_intent';

/** the payment (not a refund) a Stripe id names */
async function paymentBy(db: Db, column: PaymentRef, value: string) {
  const r = await sql<{ id: number }>`
    SELECT id FROM platform.payments WHERE ${sql.ref(column)} = ${value} AND kind <> 'refund'
    ORDER BY id LIMIT 1`.execute(db);
  return r.rows[0]?.id;
}

async function paymentOfIntent(db: Db, stripe: Stripe | undefined, pi: string) {
  const direct = await paymentBy(db, 'stripe_payment_intent', pi);
  if (direct || !stripe) return direct;
  const list = await stripe.invoicePayments
    .list({ payment: { type: 'payment_intent', payment_intent: pi }, limit: 1 })
    .catch(providerError);
  const invoice = stripeId(list.data[0]?.invoice);
  return invoice ? paymentBy(db, 'stripe_invoice_id', invoice) : undefined;
}

async function paymentOfRefund(db: Db, stripe: Stripe | undefined, r: Stripe.Refund) {
  const { checkout_session_id: session, invoice_id: invoice } = r.metadata ?? {};
  if (session) return paymentBy(db, 'checkout_session_id', session);
  if (invoice) return paymentBy(db, 'stripe_invoice_id', invoice);
  const pi = stripeId(r.payment_intent);
  return pi ? paymentOfIntent(db, stripe, pi) : undefined;
}

export async function eventRefunds(db: Db, stripe: Stripe | undefined, event: Stripe.Event): Promise<EventRefunds> {
  const refunds = await refundsOf(event, stripe);
  const payments = new Map<string, number>();
  for (const r of refunds) {
    const payment = await paymentOfRefund(db, stripe, r);
    if (payment) payments.set(r.id, payment);
  }
  return { refunds, payments };
}
