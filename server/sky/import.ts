// The SKY import (docs/sky-api.md): read the school's roster from Blackbaud (pull.ts), write it as
// OneRoster files (bundle.ts), with what Blackbaud no longer lists as tobedeleted rows (removed.ts),
// and hand them to THE roster engine (server/roster/import.ts), which checks every row and writes
// all or nothing in one transaction. Each run, dry or not, manual or
// nightly, is logged in {tenant}.sky_sync_runs with the engine's counts and errors; a SKY error
// (refused token, a failed call) is a failed run with nothing written.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { importRosterDir } from '../roster/import.ts';
import type { RosterError } from '../roster/errors.ts';
import type { CountsByFile } from '../roster/write.ts';
import { loadConnection } from './connection.ts';
import { skySession } from './session.ts';
import { pullRoster } from './pull.ts';
import { rosterRows, writeRosterDir } from './bundle.ts';
import { addRemoved } from './removed.ts';

export interface SkyRun {
  id: number;
  trigger: 'manual' | 'nightly';
  dry_run: boolean;
  ok: boolean;
  counts: CountsByFile;
  errors: RosterError[];
  started_at: string;
  finished_at: string;
}

const RUN_COLUMNS = sql`id, trigger, dry_run, ok, counts, errors,
  to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at`;

/** Imports now. 409 when the account is not connected (nothing is logged then). */
export async function runSkyImport(
  db: Db,
  config: Config,
  tenant: Tenant,
  opts: { dryRun: boolean; trigger: SkyRun['trigger']; userId?: string | null },
): Promise<SkyRun> {
  const started = new Date();
  const sky = await skySession(db, config, tenant);
  const choice = await loadConnection(db, tenant);
  let outcome: { ok: boolean; counts: CountsByFile; errors: RosterError[] };
  try {
    const roster = await pullRoster(sky, choice.sync_enrollments);
    const rows = rosterRows(roster, choice);
    await addRemoved(db, tenant, rows, roster, choice);
    const files = await writeRosterDir(rows);
    try {
      outcome = await importRosterDir(db, tenant, files.dir, files.entries, { dryRun: opts.dryRun });
    } finally {
      await files.dispose();
    }
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    outcome = { ok: false, counts: {}, errors: [{ file: 'SKY API', line: 0, field: '', message: e.message }] };
  }
  const r = await sql<SkyRun>`INSERT INTO ${tenant.table('sky_sync_runs')}
      (trigger, dry_run, ok, counts, errors, started_by, started_at)
    VALUES (${opts.trigger}, ${opts.dryRun}, ${outcome.ok}, ${JSON.stringify(outcome.counts)}::jsonb,
      ${JSON.stringify(outcome.errors)}::jsonb, ${opts.userId ?? null}, ${started})
    RETURNING ${RUN_COLUMNS}`.execute(db);
  return r.rows[0];
}

export async function listRuns(db: Db, tenant: Tenant, limit = 20): Promise<SkyRun[]> {
  const r = await sql<SkyRun>`SELECT ${RUN_COLUMNS} FROM ${tenant.table('sky_sync_runs')}
    ORDER BY started_at DESC, id DESC LIMIT ${limit}`.execute(db);
  return r.rows;
}
