// One query layer (Kysely) over either embedded PGlite (default) or a PostgreSQL server.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.ts';
import { pglitePool } from './pglite-pool.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) is dropped
    // from the pool and replaced on next use; without a listener pg would crash the process.
    pool.on('error', (err) => console.warn(`[db] idle connection closed by the server: ${err.message}`));
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.join(config.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely({ dialect: new PostgresDialect({ pool: pglitePool(pglite) as any }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
