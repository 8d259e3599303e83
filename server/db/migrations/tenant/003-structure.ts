import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Sections as the school runs them (code, room, capacity, status, a weekly meeting pattern, co-teachers),
// and enrolments that keep their history: withdrawing stamps withdrawn_at instead of deleting, so an
// active enrolment is `withdrawn_at IS NULL` and a student may be enrolled again later.
export const structure: Migration = {
  version: '003-structure',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.sections
        ADD COLUMN section_code text,
        ADD COLUMN room text,
        ADD COLUMN capacity integer CHECK (capacity IS NULL OR capacity > 0),
        ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
        ADD COLUMN meeting_days text NOT NULL DEFAULT '',
        ADD COLUMN start_time time,
        ADD COLUMN end_time time,
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT sections_times CHECK (start_time IS NULL OR end_time IS NULL OR end_time > start_time);
      CREATE INDEX sections_term_status ON ${s}.sections (term_id, status);
      CREATE TABLE ${s}.section_teachers (
        section_id integer NOT NULL REFERENCES ${s}.sections(id) ON DELETE CASCADE,
        teacher_party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        PRIMARY KEY (section_id, teacher_party_id));
      CREATE INDEX section_teachers_teacher ON ${s}.section_teachers (teacher_party_id);
      ALTER TABLE ${s}.enrollments DROP CONSTRAINT enrollments_pkey;
      ALTER TABLE ${s}.enrollments
        ADD COLUMN id serial PRIMARY KEY,
        ADD COLUMN version integer NOT NULL DEFAULT 1,
        ADD COLUMN enrolled_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN withdrawn_at timestamptz;
      CREATE UNIQUE INDEX enrollments_active ON ${s}.enrollments (section_id, student_party_id) WHERE withdrawn_at IS NULL;
      CREATE INDEX enrollments_section ON ${s}.enrollments (section_id, withdrawn_at);
    `.execute(db);
  },
};
