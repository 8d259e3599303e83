import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A refund booked as succeeded that Stripe later reports failed or canceled (docs/commerce.md) is
// reversed by an offsetting refund row (the negative amount, the same payment) that names the row it
// reverses: unique, so it is reversed once, and what is left of the payment sums right.
export const refundReversals: Migration = {
  version: '036-refund-reversals',
  async up(db) {
    await sql`ALTER TABLE platform.payments ADD COLUMN reverses integer UNIQUE REFERENCES platform.payments(id)`.execute(
      db,
    );
  },
};
