import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// OneRoster REST sync (docs/oneroster-rest.md, "Records deleted outright"): the courses, classes,
// people (with their roles) and enrolments the last sync that worked took, each as the required columns of its CSV row, so the next
// sync can mark `tobedeleted` what the provider has since removed outright instead of leaving it here.
export const oneRosterRestTaken: Migration = {
  version: '050-oneroster-rest-taken',
  async up(db, schema) {
    await sql`ALTER TABLE ${sql.id(schema)}.oneroster_rest_connection ADD COLUMN last_taken jsonb`.execute(db);
  },
};
