import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// OneRoster 1.2 REST (server/oneroster-rest, docs/oneroster-rest.md). oneroster_rest_connection: the
// school's connection to its OneRoster REST provider (one row, like sky_api_connection; the client
// secret sealed like the AI keys), which orgs a sync takes and its schedule. oneroster_rest_runs:
// each sync with the roster engine's counts and errors. roster_modified_at on the roster tables,
// moved on by a trigger when a column our read endpoints publish changes (a version bump alone does
// not), is the dateLastModified they answer and filter on.

/** the columns our OneRoster endpoints publish, per roster table: a change to one of them moves dateLastModified */
const PUBLISHED: Record<string, string[]> = {
  orgs: ['sourced_id', 'status', 'name', 'org_type', 'identifier', 'parent_sourced_id'],
  terms: ['sourced_id', 'term_name', 'session_type', 'start_date', 'end_date', 'parent_sourced_id', 'school_year'],
  courses: ['sourced_id', 'status', 'course_title', 'course_code', 'org_sourced_id'],
  sections: [
    ...['sourced_id', 'status', 'section_name', 'course_id', 'section_code', 'class_type', 'room'],
    ...['school_sourced_id', 'term_id', 'teacher_party_id'],
  ],
  parties: [
    ...['sourced_id', 'kind', 'status', 'first_name', 'last_name', 'email', 'phone', 'grade_level_id'],
    ...['preferred_name', 'org_sourced_id'],
  ],
  enrollments: ['sourced_id', 'section_id', 'student_party_id', 'withdrawn_at'],
};

export const oneRosterRest: Migration = {
  version: '049-oneroster-rest',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.oneroster_rest_connection (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        base_url text NOT NULL DEFAULT '',
        token_url text NOT NULL DEFAULT '',
        client_id text NOT NULL DEFAULT '',
        client_secret_sealed text,
        org_sourced_ids text[] NOT NULL DEFAULT '{}',
        schedule text NOT NULL DEFAULT 'off' CHECK (schedule IN ('off', 'nightly')),
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE ${s}.oneroster_rest_runs (
        id serial PRIMARY KEY,
        trigger text NOT NULL CHECK (trigger IN ('manual', 'nightly')),
        ok boolean NOT NULL,
        counts jsonb NOT NULL DEFAULT '{}',
        errors jsonb NOT NULL DEFAULT '[]',
        fetched jsonb NOT NULL DEFAULT '{}',
        started_by uuid,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX oneroster_rest_runs_started ON ${s}.oneroster_rest_runs (started_at DESC);
      CREATE FUNCTION ${s}.touch_roster_modified() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN NEW.roster_modified_at := now(); RETURN NEW; END $$;
    `.execute(db);
    for (const [t, cols] of Object.entries(PUBLISHED)) {
      const row = (side: string) => sql.raw(`(${cols.map((c) => `${side}.${c}`).join(', ')})`);
      await sql`
        ALTER TABLE ${s}.${sql.id(t)} ADD COLUMN roster_modified_at timestamptz NOT NULL DEFAULT now();
        CREATE TRIGGER ${sql.id(`${t}_roster_modified`)} BEFORE UPDATE ON ${s}.${sql.id(t)}
          FOR EACH ROW WHEN (${row('OLD')} IS DISTINCT FROM ${row('NEW')})
          EXECUTE FUNCTION ${s}.touch_roster_modified();
      `.execute(db);
    }
  },
};
