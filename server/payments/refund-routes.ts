// Refunds by operators and the customer portal for payers (docs/commerce.md), through the official
// Stripe client. POST /api/payments/stripe/refunds refunds (part of) the card payment of a paid
// subscription: never more than what is left of it (422 refund_exceeds_payment), written to the
// books at once (the webhook's refund events find it done). POST /api/payments/stripe/portal opens
// Stripe's customer portal for the signed-in payer's cards and cancellation.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { notFound, unprocessable } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { providerError, requireStripe } from './stripe-client.ts';
import { dollars, paymentOf, recordRefund } from './refund-ledger.ts';

const RefundBody = Type.Object(
  {
    subscription_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    // dollars; without it, all that is left of the payment
    amount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
const RefundReply = Type.Object({
  data: Type.Object({ refund_id: Type.String(), amount: Type.Number(), refunded: Type.Number(), left: Type.Number() }),
});
const PortalReply = Type.Object({ data: Type.Object({ url: Type.String() }) });

/** the payment intent that paid a checkout: the session's, or a subscription's first invoice's */
async function paymentIntentOf(client: Stripe, sessionId: string) {
  const s = await client.checkout.sessions.retrieve(sessionId).catch(providerError);
  const direct = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
  if (direct) return direct;
  const invoice = typeof s.invoice === 'string' ? s.invoice : s.invoice?.id;
  if (!invoice) return undefined;
  const list = await client.invoicePayments.list({ invoice, limit: 1 }).catch(providerError);
  const pi = list.data[0]?.payment.payment_intent;
  return typeof pi === 'string' ? pi : pi?.id;
}

export async function refundRoutes(app: FastifyInstance, opts: { config: Config; stripe: Stripe | undefined }) {
  const { config, stripe } = opts;
  const db = app.database.db;

  app.post<{ Body: { subscription_id: number; amount?: number } }>(
    '/api/payments/stripe/refunds',
    {
      config: { access: 'subscriber.update', operatorOnly: true },
      schema: { body: RefundBody, response: replies({ 200: RefundReply }) },
    },
    async (req) => {
      const client = requireStripe(stripe);
      const sub = await sql<{ checkout_session_id: string | null }>`
        SELECT checkout_session_id FROM platform.course_subscriptions WHERE id = ${req.body.subscription_id}`.execute(
        db,
      );
      const sessionId = sub.rows[0]?.checkout_session_id;
      const paid = sessionId ? await paymentOf(db, sessionId) : undefined;
      if (!sessionId || !paid) throw notFound('This subscription has no card payment to refund');
      const left = Math.round((paid.amount - paid.refunded) * 100) / 100;
      const amount = req.body.amount === undefined ? left : Math.round(req.body.amount * 100) / 100;
      if (amount > left || amount <= 0) {
        const message = `At most $${left.toFixed(2)} of this payment can be refunded`;
        throw unprocessable(message, 'refund_exceeds_payment', { fields: { amount: message } });
      }
      const pi = await paymentIntentOf(client, sessionId);
      if (!pi) throw notFound('Stripe has no payment for this subscription');
      const refund = await client.refunds
        .create({
          payment_intent: pi,
          amount: Math.round(amount * 100),
          metadata: { checkout_session_id: sessionId, refunded_by: req.principal!.userId },
        })
        .catch(providerError);
      await db
        .transaction()
        .execute((trx) =>
          recordRefund(trx, { id: refund.id, sessionId, amount: dollars(refund.amount), eventId: null }),
        );
      const after = await paymentOf(db, sessionId);
      const refunded = after?.refunded ?? 0;
      return {
        data: {
          refund_id: refund.id,
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
