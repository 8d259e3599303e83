// Prepares the statements the server sends again and again (docs/scaling.md, "Prepared statements"):
// once a statement text with parameters has been sent `after` times, each connection parses and
// plans it once under a name and then only binds and executes it. PostgreSQL otherwise parses and
// plans a statement at every call, which for a short write (a quiz answer's upsert) is half its time.
// Tenant tables are named with their schema in the text, so each tenant's statements (and plans) are
// their own. Statements without parameters (migrations' multi-statement scripts, BEGIN) are never
// prepared. Behind a pooler that does not keep prepared statements (PgBouncer in transaction mode
// before 1.21), DATABASE_PREPARE_AFTER=0 turns this off.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** uses of a statement text before it is prepared, unless DATABASE_PREPARE_AFTER says otherwise */
export const DEFAULT_PREPARE_AFTER = 3;

export interface AutoPrepareOptions {
  /** uses of a statement text before it is prepared; 0 never prepares */
  after: number;
  /** prepared statements kept per connection; past it, new texts run unprepared */
  perConnection?: number;
  /** statement texts counted at once; past it, the counts start again */
  counted?: number;
}

type QueryFn = (...args: unknown[]) => unknown;
// PostgreSQL refuses a prepared statement whose result columns changed under it (a table altered
// while the server runs): the statement is dropped on that connection and the call made unprepared.
const changedUnderIt = (err: unknown) =>
  (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String(err));

export function autoPrepare(pool: pg.Pool, opts: AutoPrepareOptions): void {
  if (opts.after <= 0) return;
  const perConnection = opts.perConnection ?? 200;
  const counted = opts.counted ?? 5_000;
  const uses = new Map<string, number>();
  const worthPreparing = (text: string) => {
    const n = uses.get(text) ?? 0;
    if (n >= opts.after) return true;
    if (uses.size >= counted) uses.clear();
    uses.set(text, n + 1);
    return n + 1 >= opts.after;
  };
  let generation = 0;

  pool.on('connect', (client) => {
    /** statement text -> its name on this connection */
    const names = new Map<string, string>();
    const query = client.query.bind(client) as QueryFn;
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length === 0)
        return query(...args);
      if (!worthPreparing(text)) return query(...args);
      let name = names.get(text);
      if (!name) {
        if (names.size >= perConnection) return query(...args);
        name = `ap_${createHash('sha1').update(text).digest('hex').slice(0, 24)}_${generation}`;
        names.set(text, name);
      }
      const idle = client.getTransactionStatus() === 'I';
      return (query({ name, text, values }) as Promise<unknown>).catch((err: unknown) => {
        if (!changedUnderIt(err)) throw err;
        // the next call parses it again under a new name; the old one is deallocated here, outside a
        // transaction (inside one it stays until the connection closes: one per such change)
        names.delete(text);
        generation++;
        if (!idle) throw err; // the failed statement has aborted the caller's transaction
        return (query(`DEALLOCATE ${name}`) as Promise<unknown>).then(() => query(text, values));
      });
    }) as typeof client.query;
  });
}
