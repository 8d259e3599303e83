// The card payments of one subscription (docs/commerce.md): its checkout's, then one per renewal
// invoice (renewals.ts), each with what is refunded and left. An operator picks the one to refund
// (refund-routes.ts): GET /api/payments/stripe/subscriptions/:id/payments.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';

const SubscriptionPayment = Type.Object({
  id: Type.Integer(),
  /** the checkout that started the subscription, or a later invoice */
  kind: Type.Union([Type.Literal('checkout'), Type.Literal('renewal')]),
  paid_on: Type.String(),
  amount: Type.Number(),
  refunded: Type.Number(),
  left: Type.Number(),
});
export type SubscriptionPaymentRow = (typeof SubscriptionPayment)['static'];
const PaymentsReply = Type.Object({ data: Type.Array(SubscriptionPayment) });
// path parameters arrive as text (the app does not coerce types)
const params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

/** the subscription's payments, oldest first; undefined for no such subscription */
export async function subscriptionPayments(db: Db, subscriptionId: number) {
  const sub = await db
    .selectFrom('platform.course_subscriptions')
    .select('id')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!sub) return undefined;
  const r = await sql<SubscriptionPaymentRow>`
    SELECT p.id, CASE WHEN p.checkout_session_id IS NULL THEN 'renewal' ELSE 'checkout' END AS kind,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS paid_on, p.amount::float8 AS amount,
      coalesce(r.refunded, 0)::float8 AS refunded, (p.amount - coalesce(r.refunded, 0))::float8 AS left
    FROM platform.payments p
    LEFT JOIN (SELECT refund_of, sum(amount) AS refunded FROM platform.payments GROUP BY refund_of) r ON r.refund_of = p.id
    WHERE p.subscription_id = ${subscriptionId} AND p.kind <> 'refund' ORDER BY p.created_at, p.id`.execute(db);
  return r.rows;
}

export async function subscriptionPaymentRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.get<{ Params: { id: string } }>(
    '/api/payments/stripe/subscriptions/:id/payments',
    {
      config: { access: 'subscriber.update', operatorOnly: true },
      schema: { params, response: replies({ 200: PaymentsReply }) },
    },
    async (req) => {
      const rows = await subscriptionPayments(db, Number(req.params.id));
      if (!rows) throw notFound('No such subscription');
      return { data: rows };
    },
  );
}
