import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Announcements become managed records (/admin/announcements): a draft is written first and
// published, an archived one leaves every dashboard; one for a section reaches only its teachers and
// students (server/dashboard/dashboard-queries.ts). Rows written before this stay published for the school.
export const announcements: Migration = {
  version: '014-announcements',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.announcements
        ADD COLUMN section_id integer REFERENCES ${s}.sections(id) ON DELETE CASCADE,
        ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'archived'));
      CREATE INDEX announcements_section ON ${s}.announcements (section_id);
    `.execute(db);
  },
};
