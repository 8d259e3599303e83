import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Which subscription a payment paid (docs/commerce.md): a renewing subscription pays many times (its
// checkout, then one invoice a cycle), and an operator refunds the one they pick among them. A
// checkout's payment is found by its session; renewals recorded before this have no link and are
// refunded from Stripe's dashboard.
export const paymentSubscriptions: Migration = {
  version: '037-payment-subscriptions',
  async up(db) {
    await sql`
      ALTER TABLE platform.payments ADD COLUMN subscription_id integer REFERENCES platform.course_subscriptions(id);
      CREATE INDEX payments_subscription_id ON platform.payments (subscription_id);
      UPDATE platform.payments p SET subscription_id = cs.id FROM platform.course_subscriptions cs
      WHERE p.kind <> 'refund' AND cs.checkout_session_id = p.checkout_session_id;
    `.execute(db);
  },
};
