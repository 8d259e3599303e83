// Presents PGlite (one in-process connection) as the small pg.Pool surface that Kysely's
// PostgresDialect uses. A mutex hands the single connection to one caller at a time, so a
// transaction owns it from BEGIN to COMMIT and concurrent requests queue instead of interleaving.
import type { EmbeddedEngine } from './pglite-engine.ts';

interface QueryResult {
  command: string;
  rowCount: number;
  rows: unknown[];
}

export function pglitePool(pg: EmbeddedEngine) {
  let tail: Promise<void> = Promise.resolve();
  const acquire = () => {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const ready = tail.then(() => undefined);
    tail = tail.then(() => next);
    return ready.then(() => release);
  };
  const client = (release: () => void) => ({
    async query(sql: string, params: readonly unknown[] = []): Promise<QueryResult> {
      // Like pg: without parameters use the simple protocol, which allows several statements.
      const res = params.length
        ? await pg.query(sql, params as unknown[])
        : ((await pg.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 });
      const command = sql.trimStart().split(/\s+/, 1)[0]?.toUpperCase() ?? '';
      return { command, rowCount: res.affectedRows ?? res.rows.length, rows: res.rows };
    },
    release,
  });
  return {
    /** runs fn while holding the one connection (for clients that talk to PGlite directly) */
    async exclusive<T>(fn: () => Promise<T>): Promise<T> {
      const release = await acquire();
      try {
        return await fn();
      } finally {
        release();
      }
    },
    async connect() {
      return client(await acquire());
    },
    async end() {
      await tail;
      await pg.close();
    },
  };
}
