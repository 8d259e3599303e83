// One query layer (Kysely) over either embedded PGlite (default) or a PostgreSQL server.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type { Config } from '../config.ts';
import { pglitePool } from './pglite-pool.ts';
import { createPGlite, type EmbeddedEngine } from './pglite-engine.ts';
import { failFastOnLoss } from './unavailable.ts';
import { pgliteNotifications, postgresNotifications, type Notifications } from './notify.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** NOTIFY channels, for caches that must follow writes made by any server */
  notifications: Notifications;
  /** on PGlite: the one connection for other clients (the job engine), taken in turn with Kysely */
  embedded?: {
    query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any
    exec(sql: string): Promise<Array<{ rows: any[] }>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  close(): Promise<void>;
}

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'> & { pgliteWorker?: boolean },
): Promise<Database> {
  if (config.databaseUrl) {
    const pg = await import('pg');
    // a connection not had within 10 s (a server that does not answer) fails the request with 503
    const pool = new pg.default.Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) is dropped
    // from the pool and replaced on next use; without a listener pg would crash the process.
    pool.on('error', (err) => console.warn(`[db] idle connection closed by the server: ${err.message}`));
    failFastOnLoss(pool);
    const listener = postgresNotifications(pg.default, pool, config.databaseUrl);
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const close = async () => {
      await listener.close();
      await db.destroy();
    };
    return { db, kind: 'postgres', notifications: listener.hub, close };
  }
  const dir = path.join(config.dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  // in a worker thread the queries leave the event loop free (PGLITE_WORKER, docs/scaling.md)
  const pglite: EmbeddedEngine = config.pgliteWorker
    ? await (await import('./pglite-thread.ts')).startPGliteThread(dir)
    : await createPGlite(dir);
  const listener = await pgliteNotifications(pglite);
  const pool = pglitePool(pglite);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = new Kysely({ dialect: new PostgresDialect({ pool: pool as any }) });
  const embedded = {
    query: (text: string, params?: unknown[]) => pool.exclusive(() => pglite.query(text, params)),
    exec: (text: string) => pool.exclusive(() => pglite.exec(text)),
  };
  const close = async () => {
    listener.close();
    await db.destroy();
  };
  return { db, kind: 'pglite', notifications: listener.hub, embedded, close };
}
