// The one tenant type of the server: which tenant a request (or a job, or the seed) works on, with
// its tables placed in SQL and a typed handle bound to its schema. The request's carrier
// (server/plugins/tenant.ts) builds it once per request; code without a request builds it with
// `tenantFor`. Feature code takes a Tenant and never names a schema.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database.ts';
import { assertSchemaName } from './migrate.ts';
import { tenantDb, type TenantDb } from './tenant-db.ts';

export interface Tenant {
  id: number;
  /** the schema name, config.schema_name (e.g. lms); for logs, cache keys and job payloads, not for SQL */
  schema: string;
  /** true when a platform operator named this tenant explicitly (not their own) */
  named: boolean;
  /** the tenant's schema as a quoted identifier, for registry text (`{t}`) */
  ident: RawBuilder<unknown>;
  /** "schema"."name": one of the tenant's tables (or sequences, functions) in hand-written SQL */
  table(name: string): RawBuilder<unknown>;
  /** the typed builder with the tenant's tables unqualified (built on first use) */
  readonly db: TenantDb;
}

/** The tenant `{ id, schema }` on `db`; `named` when an operator chose it explicitly. */
export function tenantFor(db: Db, ref: { id: number; schema: string }, named = false): Tenant {
  const schema = assertSchemaName(ref.schema);
  const ident = sql.id(schema);
  let handle: TenantDb | undefined;
  return {
    id: ref.id,
    schema,
    named,
    ident,
    table: (name) => sql`${ident}.${sql.id(name)}`,
    get db() {
      handle ??= tenantDb(db, schema);
      return handle;
    },
  };
}

/** The tenant whose schema is `schema`, or undefined when there is none (jobs, seed, operator choices). */
export async function tenantBySchema(db: Db, schema: string, named = false): Promise<Tenant | undefined> {
  const row = await db
    .selectFrom('platform.tenants')
    .select(['id'])
    .where(sql<string>`config->>'schema_name'`, '=', schema)
    .executeTakeFirst();
  return row ? tenantFor(db, { id: row.id, schema }, named) : undefined;
}

/** The tenant with id `id`, or undefined. */
export async function tenantById(db: Db, id: number, named = false): Promise<Tenant | undefined> {
  const row = await db
    .selectFrom('platform.tenants')
    .select(['id', sql<string>`config->>'schema_name'`.as('schema')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? tenantFor(db, row, named) : undefined;
}

/** A signed-in user's own tenant (the principal's tenant id and schema). */
export const tenantOf = (db: Db, p: { tenantId: number; schema: string }): Tenant =>
  tenantFor(db, { id: p.tenantId, schema: p.schema });
