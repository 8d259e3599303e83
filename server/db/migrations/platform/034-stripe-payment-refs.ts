import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Refunds made in Stripe's dashboard carry no metadata of ours (docs/commerce.md): the payment they
// return is found by the payment intent that paid the checkout, or for a subscription by its first
// invoice, both kept on the checkout's payment row.
export const stripePaymentRefs: Migration = {
  version: '034-stripe-payment-refs',
  async up(db) {
    await sql`
      ALTER TABLE platform.payments
        ADD COLUMN stripe_payment_intent text,
        ADD COLUMN stripe_invoice_id text;
      CREATE INDEX payments_stripe_payment_intent ON platform.payments (stripe_payment_intent);
      CREATE INDEX payments_stripe_invoice_id ON platform.payments (stripe_invoice_id);
    `.execute(db);
  },
};
