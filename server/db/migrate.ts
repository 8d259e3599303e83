// Versioned migrations: one list for the platform schema, one list applied to every tenant
// schema. Each migration runs in its own transaction and is recorded in
// platform.schema_migrations, so start-up applies only what is missing.
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { platformMigrations } from './migrations/platform/index.ts';
import { tenantMigrations } from './migrations/tenant/index.ts';

export interface Migration {
  version: string;
  up(db: Db, schema: string): Promise<void>;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]{1,62}$/;

export function assertSchemaName(name: string): string {
  if (!SCHEMA_NAME.test(name) || name === 'platform' || name.startsWith('pg_')) {
    throw new Error(`Invalid tenant schema name: ${name}`);
  }
  return name;
}

async function ensureLedger(db: Db) {
  await sql`CREATE SCHEMA IF NOT EXISTS platform`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS platform.schema_migrations (
    scope text NOT NULL, version text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, version))`.execute(db);
}

async function applyList(db: Db, scope: string, list: Migration[]) {
  const done = await db.selectFrom('platform.schema_migrations').select('version').where('scope', '=', scope).execute();
  const applied = new Set(done.map((r) => r.version));
  for (const m of list) {
    if (applied.has(m.version)) continue;
    await db.transaction().execute(async (trx) => {
      await m.up(trx, scope);
      await trx.insertInto('platform.schema_migrations').values({ scope, version: m.version }).execute();
    });
  }
}

export async function migratePlatform(db: Db) {
  await ensureLedger(db);
  await applyList(db, 'platform', platformMigrations);
}

/** Creates the tenant's schema (if missing) and brings it to the latest version. */
export async function migrateTenant(db: Db, schema: string) {
  assertSchemaName(schema);
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  await applyList(db, schema, tenantMigrations);
}

export async function migrateAll(db: Db) {
  await migratePlatform(db);
  const tenants = await sql<{ schema: string }>`SELECT config->>'schema_name' AS schema FROM platform.tenants`.execute(
    db,
  );
  for (const t of tenants.rows) await migrateTenant(db, t.schema);
}
