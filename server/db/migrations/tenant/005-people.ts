import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// People: profile columns on parties (contact, birthday, photo, the roster's sourcedId for
// OneRoster matching, updated_at) and a student's guardians with their contact details. A guardian
// without any way to reach them is refused by the database as well as by the write engine.
export const people: Migration = {
  version: '005-people',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.parties
        ADD COLUMN preferred_name text,
        ADD COLUMN phone text,
        ADD COLUMN date_of_birth date,
        ADD COLUMN photo_url text,
        ADD COLUMN sourced_id text,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      CREATE UNIQUE INDEX parties_sourced_id ON ${s}.parties (sourced_id) WHERE sourced_id IS NOT NULL;
      CREATE INDEX parties_email ON ${s}.parties (lower(email)) WHERE email IS NOT NULL;
      CREATE TABLE ${s}.student_guardians (
        id serial PRIMARY KEY,
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id) ON DELETE CASCADE,
        first_name text NOT NULL, last_name text NOT NULL, relationship text NOT NULL DEFAULT '',
        email text, phone text, is_primary boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT guardians_contact CHECK (email IS NOT NULL OR phone IS NOT NULL));
      CREATE INDEX student_guardians_student ON ${s}.student_guardians (student_party_id);
    `.execute(db);
  },
};
