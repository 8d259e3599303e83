// POST /api/payments/stripe/webhook: the body is read as text so the library can verify the
// Stripe-Signature header over it. A bad or missing signature answers 400 and writes nothing; the
// event id and its effects are written in one transaction, and an id seen before answers 200
// without writing again (shared/CONTRACTS.md section 9). A completed checkout that did not charge its
// plan's price is recorded as refused, with the reason, and grants nothing (checkout-amount.ts).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { badRequest } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { applyEvent } from './webhook-effects.ts';
import { checkoutMismatch } from './checkout-amount.ts';
import { eventRefunds } from './refund-sources.ts';
import { stripeClient } from './stripe-client.ts';

const WebhookReply = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean(), outcome: Type.String() });

export async function webhookRoute(app: FastifyInstance, opts: { config: Config }) {
  const secret = opts.config.stripe.webhookSecret;
  const stripe = stripeClient(opts.config);
  // in this plugin only: JSON bodies stay text, as signed
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    { config: { access: 'public' }, schema: { response: replies({ 200: WebhookReply }) } },
    async (req) => {
      const header = req.headers['stripe-signature'];
      if (!secret) throw badRequest('Webhook events cannot be verified: no STRIPE_WEBHOOK_SECRET', 'invalid_signature');
      if (typeof header !== 'string' || typeof req.body !== 'string')
        throw badRequest('The Stripe-Signature header is missing', 'invalid_signature');
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(req.body, header, secret);
      } catch {
        throw badRequest('The Stripe-Signature header does not verify this body', 'invalid_signature');
      }
      // before the transaction: finding a refund's checkout may ask Stripe (refund-sources.ts)
      const refunds = await eventRefunds(app.database.db, stripe, event);
      const mismatch = checkoutMismatch(event);
      return app.database.db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('platform.stripe_events')
          .values({ id: event.id, type: event.type })
          .onConflict((c) => c.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!fresh) return { received: true, duplicate: true, outcome: 'ignored' };
        if (mismatch) {
          // answered 200: Stripe sending it again would not change the amount
          req.log.warn({ event: event.id, reason: mismatch }, 'stripe event refused');
          const refused = { outcome: 'refused', note: mismatch };
          await trx.updateTable('platform.stripe_events').set(refused).where('id', '=', event.id).execute();
          return { received: true, duplicate: false, outcome: 'refused' };
        }
        const outcome = await applyEvent(trx, event, refunds);
        await trx.updateTable('platform.stripe_events').set({ outcome }).where('id', '=', event.id).execute();
        return { received: true, duplicate: false, outcome };
      });
    },
  );
}
