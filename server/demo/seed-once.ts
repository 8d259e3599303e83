// What the seed steps that run after the demo rows share: a step runs once per data dir, recorded
// in the migration ledger under its own scope and version, and visits every tenant's schema; and
// how a seed step takes the tenant it names by schema (the Tenant carrier, server/db/tenant.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantBySchema, type Tenant } from '../db/tenant.ts';

/** runs `step` unless the ledger has `scope` at `version`, then records it */
export async function onceByLedger(db: Db, scope: string, version: string, step: () => Promise<void>) {
  const done = await db
    .selectFrom('platform.schema_migrations')
    .select('version')
    .where('scope', '=', scope)
    .where('version', '=', version)
    .executeTakeFirst();
  if (done) return;
  await step();
  await db.insertInto('platform.schema_migrations').values({ scope, version }).execute();
}

/** every tenant's schema, oldest tenant first */
export async function tenantSchemas(db: Db): Promise<string[]> {
  const r = await sql<{ schema: string }>`SELECT config->>'schema_name' AS schema FROM platform.tenants
    WHERE config->>'schema_name' IS NOT NULL ORDER BY id`.execute(db);
  return r.rows.map((x) => x.schema);
}

/** The tenant the seed names by its schema (its rows are written there); a missing one is a seed bug. */
export async function demoTenant(db: Db, schema: string): Promise<Tenant> {
  const tenant = await tenantBySchema(db, schema);
  if (!tenant) throw new Error(`the demo seed found no tenant with schema ${schema}`);
  return tenant;
}
