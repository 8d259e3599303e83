// Records the statements a piece of server code sends through Kysely, so a bench can replay the
// very same SQL directly through pg as its baseline (the same rows read or written, no server).
import { Kysely, PostgresDialect } from 'kysely';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/db/database.ts';

export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** A Kysely handle on its own one-connection pool that keeps every statement sent; `take` empties it. */
export function recordingDb(databaseUrl: string): { db: Db; take(): Statement[]; close(): Promise<void> } {
  const sent: Statement[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<never>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      sent.push({ sql: e.query.sql, parameters: e.query.parameters });
    },
  }) as unknown as Db;
  return { db, take: () => sent.splice(0), close: () => db.destroy() };
}

/** Sends recorded statements one after another through one client, as the server did; `prepared`:
 * each under a name, parsed once per client, as the server's pool sends a statement it has seen
 * before (server/db/auto-prepare.ts). */
export async function replay(client: pg.Client, statements: Statement[], prepared = false): Promise<void> {
  for (const s of statements) {
    const values = s.parameters as unknown[];
    if (!prepared) await client.query(s.sql, values);
    else await client.query({ name: `bench_${createHash('sha1').update(s.sql).digest('hex')}`, text: s.sql, values });
  }
}
