import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// OneRoster (docs/rostering.md): every rostered row carries its sourcedId, given by default so that
// rows made in the app export with a stable id and a re-import of that export matches them. Orgs
// (schools, districts) are kept as the file names them; courses, classes and people remember their
// org by its sourcedId. Academic sessions are terms with their OneRoster type and parent.
export const roster: Migration = {
  version: '015-roster',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.orgs (
        id serial PRIMARY KEY, sourced_id text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
        name text NOT NULL, org_type text NOT NULL, identifier text NOT NULL DEFAULT '',
        parent_sourced_id text, status text NOT NULL DEFAULT 'active',
        version integer NOT NULL DEFAULT 1, updated_at timestamptz NOT NULL DEFAULT now());
      ALTER TABLE ${s}.terms
        ADD COLUMN sourced_id text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
        ADD COLUMN session_type text NOT NULL DEFAULT 'term',
        ADD COLUMN parent_sourced_id text;
      ALTER TABLE ${s}.courses
        ADD COLUMN sourced_id text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
        ADD COLUMN org_sourced_id text;
      ALTER TABLE ${s}.sections
        ADD COLUMN sourced_id text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
        ADD COLUMN school_sourced_id text,
        ADD COLUMN class_type text NOT NULL DEFAULT 'scheduled';
      ALTER TABLE ${s}.enrollments
        ADD COLUMN sourced_id text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text;
      ALTER TABLE ${s}.parties ALTER COLUMN sourced_id SET DEFAULT gen_random_uuid()::text,
        ADD COLUMN org_sourced_id text;
      UPDATE ${s}.parties SET sourced_id = gen_random_uuid()::text WHERE sourced_id IS NULL;
    `.execute(db);
  },
};
