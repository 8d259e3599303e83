import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Terms become records the administrators edit (server/terms/terms.ts): a version for the
// write pipeline's conflict check, and dates that must be in order.
export const terms: Migration = {
  version: '012-terms',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.terms
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT terms_dates_in_order CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date);
    `.execute(db);
  },
};
