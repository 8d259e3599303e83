// A OneRoster REST sync (docs/oneroster-rest.md): a client-credentials token from the school's
// provider, every page of the six collections read (client.ts) before anything is written, turned
// into the CSV files of the roster engine (rows.ts, written by the SKY import's writer) and handed
// to THE engine (server/roster/import.ts): the same checks, the same matching by sourcedId and the
// same all-or-nothing transaction as an upload. Courses, classes and enrolments the provider has
// deleted outright since the last sync that worked are ended as marked ones (removed.ts). Each run, manual or nightly, is logged in
// {tenant}.oneroster_rest_runs with the engine's counts and errors (named by record); a refused
// token, a failed or slow page or an answer for another org is a failed run with nothing written.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { importRosterDir } from '../roster/import.ts';
import type { RosterError } from '../roster/errors.ts';
import type { CountsByFile } from '../roster/write.ts';
import { writeRosterDir } from '../sky/bundle.ts';
import { COLLECTIONS, providerClient } from './client.ts';
import { loadConnection, providerSettings } from './connection.ts';
import { RestRoster, type Fetched } from './rows.ts';
import { addRemoved, keepTaken, takenOf } from './removed.ts';

export interface SyncRun {
  id: number;
  trigger: 'manual' | 'nightly';
  ok: boolean;
  counts: CountsByFile;
  errors: RosterError[];
  fetched: Record<string, { fetched: number; taken: number }>;
  started_at: string;
  finished_at: string;
}

const RUN_COLUMNS = sql`id, trigger, ok, counts, errors, fetched,
  to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at`;

interface Outcome {
  ok: boolean;
  counts: CountsByFile;
  errors: RosterError[];
  fetched: SyncRun['fetched'];
}

async function pullAndImport(
  db: Db,
  config: Config,
  tenant: Tenant,
  progress: (done: number, total: number) => Promise<void>,
): Promise<Outcome> {
  const c = await loadConnection(db, tenant);
  const client = providerClient(config, await providerSettings(db, config, c));
  const steps = COLLECTIONS.length + 2;
  const token = await client.token();
  const fetched = {} as Fetched;
  for (const [i, name] of COLLECTIONS.entries()) {
    fetched[name] = await client.readAll(token, name);
    await progress(i + 1, steps);
  }
  const roster = new RestRoster(fetched, c.org_sourced_ids);
  const taken = takenOf(roster.rows);
  await addRemoved(db, tenant, roster.rows);
  const files = await writeRosterDir(roster.rows);
  try {
    // records that are no rows at all refuse the run; the engine still checks the others (a dry run), so
    // the report names every problem at once
    const dryRun = roster.errors.length > 0;
    const r = await importRosterDir(db, tenant, files.dir, files.entries, { dryRun });
    await progress(steps - 1, steps);
    const errors = [...roster.errors, ...r.errors.map((e) => roster.explain(e))];
    if (dryRun) return { ok: false, counts: {}, errors, fetched: roster.taken };
    if (r.ok) await keepTaken(db, tenant, taken);
    return { ok: r.ok, counts: r.counts, errors, fetched: roster.taken };
  } finally {
    await files.dispose();
  }
}

/** Syncs now and logs the run. 409 when the connection is incomplete (nothing is logged then). */
export async function runOneRosterSync(
  db: Db,
  config: Config,
  tenant: Tenant,
  opts: {
    trigger: SyncRun['trigger'];
    userId?: string | null;
    progress?: (done: number, total: number) => Promise<void>;
  },
): Promise<SyncRun> {
  const started = new Date();
  await providerSettings(db, config, await loadConnection(db, tenant));
  let outcome: Outcome;
  try {
    outcome = await pullAndImport(db, config, tenant, opts.progress ?? (async () => {}));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    outcome = {
      ok: false,
      counts: {},
      fetched: {},
      errors: [{ file: 'OneRoster REST', line: 0, field: '', message: e.message }],
    };
  }
  const r = await sql<SyncRun>`INSERT INTO ${tenant.table('oneroster_rest_runs')}
      (trigger, ok, counts, errors, fetched, started_by, started_at)
    VALUES (${opts.trigger}, ${outcome.ok}, ${JSON.stringify(outcome.counts)}::jsonb,
      ${JSON.stringify(outcome.errors)}::jsonb, ${JSON.stringify(outcome.fetched)}::jsonb, ${opts.userId ?? null},
      ${started})
    RETURNING ${RUN_COLUMNS}`.execute(db);
  return r.rows[0];
}

export async function listRuns(db: Db, tenant: Tenant, limit = 20): Promise<SyncRun[]> {
  const r = await sql<SyncRun>`SELECT ${RUN_COLUMNS} FROM ${tenant.table('oneroster_rest_runs')}
    ORDER BY started_at DESC, id DESC LIMIT ${limit}`.execute(db);
  return r.rows;
}
