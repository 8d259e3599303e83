import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Refunds and the customer portal (docs/commerce.md): a refund is a row of platform.payments with
// its Stripe refund id (once, whether the refund route or the webhook writes it first) and the
// payment it returns; the Stripe customer of a checkout is kept for the customer portal.
export const stripeRefunds: Migration = {
  version: '030-stripe-refunds',
  async up(db) {
    await sql`
      ALTER TABLE platform.payments
        ADD COLUMN stripe_refund_id text UNIQUE,
        ADD COLUMN refund_of integer REFERENCES platform.payments(id),
        ALTER COLUMN stripe_event_id DROP NOT NULL,
        ADD CHECK ((kind = 'refund') = (refund_of IS NOT NULL));
      ALTER TABLE platform.course_subscriptions ADD COLUMN stripe_customer_id text;
      CREATE INDEX payments_refund_of ON platform.payments (refund_of);
    `.execute(db);
  },
};
