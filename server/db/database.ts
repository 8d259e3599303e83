// One query layer (Kysely over a `pg` pool) on PostgreSQL: the server at DATABASE_URL, else the
// embedded server the app starts itself under DATA_DIR (embedded-postgres.ts). A data folder of
// the former embedded database (PGlite, $DATA_DIR/pgdata) is copied over on first start
// (pglite-import.ts).
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.ts';
import { failFastOnLoss } from './unavailable.ts';
import { postgresNotifications, type Notifications } from './notify.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { autoPrepare, DEFAULT_PREPARE_AFTER } from './auto-prepare.ts';
import type { PlatformTables } from './schema.gen.ts';

/** The platform schema's tables by their qualified names (`platform.tenants`), as Kysely reads them. */
export type PlatformDatabase = { [T in keyof PlatformTables as `platform.${T}`]: PlatformTables[T] };

/** The database handle: builder queries name platform tables qualified (`selectFrom('platform.tenants')`);
 * a tenant's tables are reached through `tenantDb(db, schema)` (tenant-db.ts). */
export type Db = Kysely<PlatformDatabase>;

export interface Database {
  db: Db;
  /** `embedded`: the server this process started under DATA_DIR and stops on close */
  kind: 'embedded' | 'postgres';
  /** the connection string, for clients with their own pool (the job engine) */
  url: string;
  /** NOTIFY channels, for caches that must follow writes made by any server */
  notifications: Notifications;
  close(): Promise<void>;
}

type DbConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'> &
  Partial<Pick<Config, 'databasePrepareAfter'>>;

/** A pool, Kysely and the notification listener over a server at `url`. */
export async function connectDatabase(
  url: string,
  poolSize: number,
  prepareAfter = DEFAULT_PREPARE_AFTER,
): Promise<Omit<Database, 'kind'>> {
  const pg = await import('pg');
  // a connection not had within 10 s (a server that does not answer) fails the request with 503
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) is dropped
  // from the pool and replaced on next use; without a listener pg would crash the process.
  pool.on('error', (err) => console.warn(`[db] idle connection closed by the server: ${err.message}`));
  failFastOnLoss(pool);
  autoPrepare(pool, { after: prepareAfter });
  const listener = postgresNotifications(pg.default, pool, url);
  const db = new Kysely<PlatformDatabase>({ dialect: new PostgresDialect({ pool }) });
  const close = async () => {
    await listener.close();
    await db.destroy();
  };
  return { db, url, notifications: listener.hub, close };
}

export async function openDatabase(config: DbConfig): Promise<Database> {
  if (config.databaseUrl)
    return {
      ...(await connectDatabase(config.databaseUrl, config.databasePoolSize, config.databasePrepareAfter)),
      kind: 'postgres',
    };
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    const legacy = path.join(config.dataDir, 'pgdata');
    if (fs.existsSync(path.join(legacy, 'PG_VERSION'))) {
      await (await import('./pglite-import.ts')).importPGlite(legacy, server.url);
    }
    const d = await connectDatabase(server.url, config.databasePoolSize, config.databasePrepareAfter);
    const close = async () => {
      try {
        await d.close();
      } finally {
        await server.stop();
      }
    };
    return { ...d, kind: 'embedded', close };
  } catch (err) {
    await server.stop();
    throw err;
  }
}
