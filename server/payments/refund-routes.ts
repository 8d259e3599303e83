// Refunds by operators and the customer portal for payers (docs/commerce.md), through the official
// Stripe client. POST /api/payments/stripe/refunds refunds (part of) one card payment of a paid
// subscription, its checkout's or a renewal's: never more than what is left of it (422
// refund_exceeds_payment), written to the books at once (the webhook's refund events find it done). POST /api/payments/stripe/portal opens
// Stripe's customer portal for the signed-in payer's cards and cancellation.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { notFound, unprocessable } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import type { Db } from '../db/database.ts';
import { providerError, requireStripe, stripeId } from './stripe-client.ts';
import { dollars, leftOf, paymentOf, recordRefund, type PaidPayment } from './refund-ledger.ts';
import { subscriptionPayments } from './subscription-payments.ts';

const RefundBody = Type.Object(
  {
    subscription_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    // one of the subscription's payments (subscription-payments.ts); without it, its checkout's
    payment_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    // dollars; without it, all that is left of the payment
    amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
type RefundRequest = { subscription_id: number; payment_id?: number; amount?: number };
const RefundReply = Type.Object({
  data: Type.Object({
    refund_id: Type.String(),
    payment_id: Type.Integer(),
    amount: Type.Number(),
    refunded: Type.Number(),
    left: Type.Number(),
  }),
});
const PortalReply = Type.Object({ data: Type.Object({ url: Type.String() }) });

/** the payment intent that paid a payment: kept on its row (a one-time checkout's), its invoice's
 * (a subscription's first invoice or a renewal), or, for a row without either, its session's */
async function paymentIntentOf(client: Stripe, paid: PaidPayment) {
  if (paid.stripe_payment_intent) return paid.stripe_payment_intent;
  let invoice = paid.stripe_invoice_id;
  if (!invoice && paid.checkout_session_id) {
    const s = await client.checkout.sessions.retrieve(paid.checkout_session_id).catch(providerError);
    const direct = stripeId(s.payment_intent);
    if (direct) return direct;
    invoice = stripeId(s.invoice);
  }
  if (!invoice) return undefined;
  const list = await client.invoicePayments.list({ invoice, limit: 1 }).catch(providerError);
  return stripeId(list.data[0]?.payment.payment_intent) ?? undefined;
}

/** the payment of the subscription to refund: the one picked, or the checkout's */
async function refundedPayment(db: Db, body: RefundRequest) {
  const rows = await subscriptionPayments(db, body.subscription_id);
  const row =
    body.payment_id === undefined
      ? rows?.find((p) => p.kind === 'checkout')
      : rows?.find((p) => p.id === body.payment_id);
  const paid = row ? await paymentOf(db, row.id) : undefined;
  if (!paid) throw notFound('This subscription has no such card payment to refund');
  return paid;
}

export async function refundRoutes(app: FastifyInstance, opts: { config: Config; stripe: Stripe | undefined }) {
  const { config, stripe } = opts;
  const db = app.database.db;

  app.post<{ Body: RefundRequest }>(
    '/api/payments/stripe/refunds',
    {
      config: { access: 'subscriber.update', operatorOnly: true },
      schema: { body: RefundBody, response: replies({ 200: RefundReply }) },
    },
    async (req) => {
      const client = requireStripe(stripe);
      const paid = await refundedPayment(db, req.body);
      const left = leftOf(paid);
      const amount = req.body.amount === undefined ? left : Math.round(req.body.amount * 100) / 100;
      if (amount > left || amount <= 0) {
        const message = `At most $${left.toFixed(2)} of this payment can be refunded`;
        throw unprocessable(message, 'refund_exceeds_payment', { fields: { amount: message } });
      }
      const pi = await paymentIntentOf(client, paid);
      if (!pi) throw notFound('Stripe has no payment for this subscription');
      // the payment the refund returns, for the webhook's refund events (refund-sources.ts)
      const names: Record<string, string> = paid.checkout_session_id
        ? { checkout_session_id: paid.checkout_session_id }
        : { invoice_id: paid.stripe_invoice_id! };
      const refund = await client.refunds
        .create({
          payment_intent: pi,
          amount: Math.round(amount * 100),
          metadata: { ...names, refunded_by: req.principal!.userId },
        })
        .catch(providerError);
      await db
        .transaction()
        .execute((trx) =>
          recordRefund(trx, { id: refund.id, paymentId: paid.id, amount: dollars(refund.amount), eventId: null }),
        );
      const after = await paymentOf(db, paid.id);
      const refunded = after?.refunded ?? 0;
      return {
        data: {
          refund_id: refund.id,
          payment_id: paid.id,
          amount: dollars(refund.amount),
          refunded,
          left: Math.round((paid.amount - refunded) * 100) / 100,
        },
      };
    },
  );

  app.post(
    '/api/payments/stripe/portal',
    { config: { access: 'authenticated' }, schema: { response: replies({ 200: PortalReply }) } },
    async (req) => {
      const client = requireStripe(stripe);
      const r = await sql<{ customer: string }>`
        SELECT stripe_customer_id AS customer FROM platform.course_subscriptions
        WHERE app_user_id = ${req.principal!.userId} AND stripe_customer_id IS NOT NULL
        ORDER BY created_at DESC, id DESC LIMIT 1`.execute(db);
      const customer = r.rows[0]?.customer;
      if (!customer) throw notFound('You have no card payments to manage yet');
      const session = await client.billingPortal.sessions
        .create({ customer, return_url: `${config.publicUrl}/trekai-subscription` })
        .catch(providerError);
      return { data: { url: session.url } };
    },
  );
}
