// Tells a lost database apart from a defect: while PostgreSQL restarts or cannot be reached, a
// request fails at once with 503 database_unavailable (the error handler), not a 500, and the
// pool reconnects on its own once the server is back (docs/scaling.md).
import type pg from 'pg';

/** SQLSTATE classes and codes that mean the server went away or is not accepting work yet */
const GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// socket errors say nothing of which service failed: only those of getting a database connection count
const fromPool = new WeakSet<object>();

const markPoolError = (err: unknown) => {
  if (err && typeof err === 'object') fromPool.add(err);
  return err;
};

/** Prepares the PostgreSQL pool (server/db/database.ts) for the server going away. */
export function failFastOnLoss(pool: pg.Pool) {
  // A connection the server ends while it is checked out (a restart mid-request) reports the end
  // as an 'error' event after its query has failed; unheard, that event would end the process.
  // Its query has already failed (503); the pool drops the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    // a socket error of a query on a database connection is the database's too
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const r = query(...args);
      return r instanceof Promise ? r.catch((err: unknown) => Promise.reject(markPoolError(err))) : r;
    }) as typeof client.query;
  });
  // errors of getting a connection are marked (with a callback, as pool.query calls it, unchanged)
  const connect = pool.connect.bind(pool) as (cb?: unknown) => Promise<unknown>;
  pool.connect = ((cb?: unknown) =>
    typeof cb === 'function'
      ? connect(cb)
      : connect().catch((err: unknown) => Promise.reject(markPoolError(err)))) as typeof pool.connect;
}
// what the pg driver throws without a code: a connection ended mid-query, or none could be had in time
const MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (GONE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && SOCKET_CODES.has(code) && fromPool.has(e)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
