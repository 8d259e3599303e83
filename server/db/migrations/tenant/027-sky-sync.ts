import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The SKY import's run log (docs/sky-api.md): one row per import, dry run or not, started by an
// administrator or by the nightly sync job, with the counts and errors the roster engine answered.
export const skySync: Migration = {
  version: '027-sky-sync',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.sky_sync_runs (
        id serial PRIMARY KEY,
        trigger text NOT NULL CHECK (trigger IN ('manual', 'nightly')),
        dry_run boolean NOT NULL,
        ok boolean NOT NULL,
        counts jsonb NOT NULL DEFAULT '{}',
        errors jsonb NOT NULL DEFAULT '[]',
        started_by uuid,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX sky_sync_runs_started ON ${s}.sky_sync_runs (started_at DESC);
    `.execute(db);
  },
};
