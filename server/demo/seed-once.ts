// What the seed steps that run after the demo rows share: a step runs once per data dir, recorded
// in the migration ledger under its own scope and version, and visits every tenant's schema.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

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
