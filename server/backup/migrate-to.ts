// Brings a schema to exactly the migration versions a backup recorded (not the newest ones), so the
// backup's rows fit the tables they were read from; the versions added since are applied after
// the rows are in, by the usual start-up migration, as for any upgrade.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Migration } from '../db/migrate.ts';
import { platformMigrations, tenantMigrations } from '../db/migrations/index.gen.ts';

export class VersionError extends Error {}

const listFor = (scope: string) => (scope === 'platform' ? platformMigrations : tenantMigrations);

/** Refuses a backup holding versions this code does not know (it was made by a newer release). */
export function checkKnown(versions: Record<string, string[]>) {
  for (const [scope, list] of Object.entries(versions)) {
    const known = new Set(listFor(scope).map((m: Migration) => m.version));
    const unknown = list.filter((v) => !known.has(v));
    if (unknown.length) {
      throw new VersionError(
        `The backup's ${scope} schema has migrations this release does not know: ${unknown.join(', ')}`,
      );
    }
  }
}

export async function migrateTo(db: Db, scope: string, versions: string[]) {
  const wanted = new Set(versions);
  await sql`CREATE SCHEMA IF NOT EXISTS platform`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS platform.schema_migrations (
    scope text NOT NULL, version text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, version))`.execute(db);
  if (scope !== 'platform') await sql`CREATE SCHEMA ${sql.id(scope)}`.execute(db);
  const done = await sql<{ version: string }>`
    SELECT version FROM platform.schema_migrations WHERE scope = ${scope}`.execute(db);
  const applied = new Set(done.rows.map((r) => r.version));
  for (const m of listFor(scope)) {
    if (!wanted.has(m.version) || applied.has(m.version)) continue;
    await db.transaction().execute(async (trx) => {
      await m.up(trx, scope);
      await sql`INSERT INTO platform.schema_migrations (scope, version) VALUES (${scope}, ${m.version})`.execute(trx);
    });
  }
}
