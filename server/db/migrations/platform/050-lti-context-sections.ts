import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A platform course tied to one of the school's sections (docs/lti.md, "Enrolling from the roster"):
// a roster pull then enrols the course's linked, active learners in it. section_id names a section
// of the platform's school (its tenant schema, so no foreign key: a section removed since is
// reported at the next pull). synced_at: when its roster was last pulled; sync_error: why the last
// pull failed (the platform's answer), cleared by the next that works.
export const ltiContextSections: Migration = {
  version: '050-lti-context-sections',
  async up(db) {
    await sql`
      ALTER TABLE platform.lti_contexts ADD COLUMN section_id int, ADD COLUMN synced_at timestamptz,
        ADD COLUMN sync_error text;
    `.execute(db);
  },
};
