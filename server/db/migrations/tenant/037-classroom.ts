import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The classroom (issue #31, docs/classroom.md): an assignment says how it is handed in
// (submission_kind), which file types it takes, when it closes for good and whether a student may
// hand in again; a student may have an extended due time. A submission is one per student and
// assignment (its status and autosaved draft); every hand-in is a numbered submission_versions row
// that is never changed. Scores stay in grades (the gradebook's one store), which gains the
// teacher's comment and `released`: grades entered before this migration stay visible.
export const classroom: Migration = {
  version: '037-classroom',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.assignments
        ADD COLUMN submission_kind text NOT NULL DEFAULT 'none' CHECK (submission_kind IN ('none', 'text', 'files', 'quiz')),
        ADD COLUMN accepted_types text[] NOT NULL DEFAULT '{}',
        ADD COLUMN close_at timestamptz,
        ADD COLUMN allow_resubmit boolean NOT NULL DEFAULT true;
      ALTER TABLE ${s}.grades
        ADD COLUMN comment text NOT NULL DEFAULT '',
        ADD COLUMN released boolean NOT NULL DEFAULT true;
      CREATE TABLE ${s}.assignment_extensions (
        assignment_id integer NOT NULL REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        due_at timestamptz NOT NULL, PRIMARY KEY (assignment_id, student_party_id));
      CREATE TABLE ${s}.submissions (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'returned')),
        draft_text text, returned_at timestamptz, updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (assignment_id, student_party_id));
      CREATE INDEX submissions_student ON ${s}.submissions (student_party_id);
      CREATE TABLE ${s}.submission_versions (
        id bigserial PRIMARY KEY,
        submission_id integer NOT NULL REFERENCES ${s}.submissions(id) ON DELETE CASCADE,
        version integer NOT NULL, body_text text, files jsonb NOT NULL DEFAULT '[]',
        submitted_at timestamptz NOT NULL DEFAULT now(), late boolean NOT NULL,
        UNIQUE (submission_id, version));
    `.execute(db);
  },
};
