import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Indexes for the list queries' common pages (the defineModule files): students of a grade level by
// name, and courses by code, so a filtered, sorted page is an ordered index scan.
export const listIndexes: Migration = {
  version: '002-list-indexes',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE INDEX parties_kind_grade_name ON ${s}.parties (kind, grade_level_id, last_name, first_name, party_id);
      CREATE INDEX courses_code ON ${s}.courses (course_code, id);
      CREATE INDEX sections_course ON ${s}.sections (course_id);
    `.execute(db);
  },
};
