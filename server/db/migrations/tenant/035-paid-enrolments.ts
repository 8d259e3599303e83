import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Enrolments a paid subscription made (docs/commerce.md, "What a plan lets a student learn"): the
// access row (subscriptions) that gave the enrolment, so ending that access withdraws exactly the
// enrolments it made and none an administrator made.
export const paidEnrolments: Migration = {
  version: '035-paid-enrolments',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.enrollments ADD COLUMN subscription_id integer REFERENCES ${s}.subscriptions(id);
      CREATE INDEX enrollments_subscription ON ${s}.enrollments (subscription_id) WHERE subscription_id IS NOT NULL;
    `.execute(db);
  },
};
