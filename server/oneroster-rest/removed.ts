// Records a OneRoster REST provider deletes outright (docs/oneroster-rest.md, "Records deleted
// outright"). The binding asks providers to mark a removed record `tobedeleted`, but many answer
// without it instead. So each sync that works keeps, per file, the required columns of the course,
// class, person (with their roles) and enrolment rows it took ({t}.oneroster_rest_connection.last_taken);
// the next sync adds a `tobedeleted` row (those columns, which passed the engine's checks before) for
// each one no longer in the provider's answer, and the engine archives the course or class, makes the
// person inactive and withdraws the enrolment as for a marked record. An empty answer for a file removes nothing of its kind: more likely a
// fault of the provider than a school without classes (as the SKY sync, server/sky/removed.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { FILES, type RosterFile } from '../roster/spec.ts';
import type { Row } from './rows.ts';

// users with their roles: the engine checks that every users row has one
const TRACKED = ['courses', 'classes', 'users', 'roles', 'enrollments'] as const satisfies readonly RosterFile[];
type Taken = Partial<Record<(typeof TRACKED)[number], string[][]>>;
const required = (file: RosterFile) => FILES.find((f) => f.file === file)!.required;

/** The tracked files' rows as their required columns, to keep after a sync that worked. */
export function takenOf(rows: Record<RosterFile, Row[]>): Taken {
  return Object.fromEntries(TRACKED.map((f) => [f, rows[f].map((r) => required(f).map((c) => r[c] ?? ''))]));
}

/** Adds to `rows` a tobedeleted row for each record the last sync took that the provider no longer lists. */
export async function addRemoved(db: Db, tenant: Tenant, rows: Record<RosterFile, Row[]>): Promise<number> {
  const r = await sql<{ last_taken: Taken | null }>`SELECT last_taken
    FROM ${tenant.table('oneroster_rest_connection')} WHERE id = 1`.execute(db);
  const before = r.rows[0]?.last_taken;
  if (!before) return 0;
  let added = 0;
  for (const file of TRACKED) {
    if (!rows[file].length) continue;
    const now = new Set(rows[file].map((row) => row.sourcedId));
    const columns = required(file);
    for (const values of before[file] ?? []) {
      const row: Row = Object.fromEntries(columns.map((c, i) => [c, values[i] ?? '']));
      if (now.has(row.sourcedId)) continue;
      rows[file].push({ ...row, status: 'tobedeleted' });
      added++;
    }
  }
  return added;
}

export async function keepTaken(db: Db, tenant: Tenant, taken: Taken) {
  await sql`UPDATE ${tenant.table('oneroster_rest_connection')} SET last_taken = ${JSON.stringify(taken)}::jsonb
    WHERE id = 1`.execute(db);
}
