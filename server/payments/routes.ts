// Payments with Stripe (shared/CONTRACTS.md section 9, docs/commerce.md): the public settings,
// Checkout Sessions for a plan, a session's outcome for the success pages (public; nothing private),
// and the webhook (public, verified by its Stripe-Signature header).
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config.ts';
import { ApiError, badRequest, invalidField } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { PLANS, planById } from '../../src/shared/plans.ts';
import { providerError, requireStripe, stripeClient } from './stripe-client.ts';
import { refundRoutes } from './refund-routes.ts';
import { subscriptionPaymentRoutes } from './subscription-payments.ts';
import { webhookRoute } from './webhook.ts';

const PlanReply = Type.Object({
  id: Type.String(),
  label: Type.String(),
  mode: Type.String(),
  amount: Type.Number(),
  months: Type.Number(),
  interval: Type.Optional(Type.String()),
});
const SettingsReply = Type.Object({ data: Type.Object({ configured: Type.Boolean(), plans: Type.Array(PlanReply) }) });
const CheckoutBody = Type.Object({ plan: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
const CheckoutReply = Type.Object({ data: Type.Object({ id: Type.String(), url: Type.String() }) });
const SessionParams = Type.Object({ id: Type.String({ maxLength: 255 }) });
const SessionReply = Type.Object({
  data: Type.Object({
    id: Type.String(),
    mode: Type.String(),
    status: Type.String(),
    payment_status: Type.String(),
    plan: Type.String(),
    amount: Type.Number(),
    currency: Type.String(),
    activated: Type.Boolean(),
  }),
});
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export default async function paymentRoutes(app: App, opts: { config: Config }) {
  const { config } = opts;
  const stripe = stripeClient(config);

  app.get(
    '/api/payments/settings',
    { config: { access: 'public' }, schema: { response: replies({ 200: SettingsReply }) } },
    async () => ({ data: { configured: Boolean(stripe), plans: [...PLANS] } }),
  );

  app.post(
    '/api/payments/stripe/checkout',
    { config: { access: 'authenticated' }, schema: { body: CheckoutBody, response: replies({ 200: CheckoutReply }) } },
    async (req) => {
      const plan = planById(req.body.plan);
      if (!plan) throw invalidField('plan', 'Plan is not one of the plans on offer', 'unknown_plan');
      const client = requireStripe(stripe);
      const p = req.principal!;
      const back = plan.mode === 'subscription' ? 'trekai-subscription' : 'trekai-payment';
      const done = plan.mode === 'subscription' ? 'stripe-subscribe-success' : 'stripe-payment-success';
      const session = await client.checkout.sessions
        .create({
          mode: plan.mode,
          client_reference_id: p.userId,
          customer_email: p.email || undefined,
          metadata: { plan: plan.id, tenant_id: String(p.tenantId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: Math.round(plan.amount * 100),
                product_data: { name: `TrekAI ${plan.label}` },
                ...(plan.interval ? { recurring: { interval: plan.interval } } : {}),
              },
            },
          ],
          success_url: `${config.publicUrl}/${done}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/${back}`,
        })
        .catch(providerError);
      if (!session.url) throw new ApiError(502, 'payment_provider_error', 'The payment provider gave no checkout page');
      return { data: { id: session.id, url: session.url } };
    },
  );

  app.get(
    '/api/payments/stripe/sessions/:id',
    { config: { access: 'public' }, schema: { params: SessionParams, response: replies({ 200: SessionReply }) } },
    async (req) => {
      if (!SESSION_ID.test(req.params.id)) throw badRequest('The session id has the wrong form', 'invalid_id');
      const s = await requireStripe(stripe).checkout.sessions.retrieve(req.params.id).catch(providerError);
      const seen = await app.database.db
        .selectFrom('platform.course_subscriptions')
        .select('id')
        .where('checkout_session_id', '=', s.id)
        .executeTakeFirst();
      return {
        data: {
          id: s.id,
          mode: s.mode,
          status: s.status ?? 'open',
          payment_status: s.payment_status,
          plan: planById(s.metadata?.plan)?.label ?? '',
          amount: (s.amount_total ?? 0) / 100,
          currency: s.currency ?? 'usd',
          activated: seen !== undefined,
        },
      };
    },
  );

  await app.register(webhookRoute, { config });
  await app.register(refundRoutes, { config, stripe });
  await app.register(subscriptionPaymentRoutes);
}
