// The typed handle on one tenant's tables: the database handle with the tenant's schema filled in
// for every table a builder query names unqualified (`selectFrom('courses')` reads
// "<schema>"."courses"), the platform's tables still reachable by their qualified names. The
// request's tenant carrier hands this out, so feature code never names a schema. Hand-written
// `sql` is not rewritten by it: raw SQL still qualifies tenant tables itself.
import type { Kysely, Transaction } from 'kysely';
import type { Db, PlatformDatabase } from './database.ts';
import { assertSchemaName } from './migrate.ts';
import type { TenantTables } from './schema.gen.ts';

/** A tenant's tables unqualified, the platform's qualified. */
export type TenantDatabase = TenantTables & PlatformDatabase;
export type TenantDb = Kysely<TenantDatabase>;

/** `db` (or a transaction on it) bound to the tenant whose schema is `schema` (checked). */
export function tenantDb(db: Transaction<PlatformDatabase>, schema: string): Transaction<TenantDatabase>;
export function tenantDb(db: Db, schema: string): TenantDb;
export function tenantDb(db: Db, schema: string): TenantDb {
  // a mapped copy: withTables wants a type with an index signature, which an interface lacks
  return db.withSchema(assertSchemaName(schema)).withTables<{ [T in keyof TenantTables]: TenantTables[T] }>();
}
