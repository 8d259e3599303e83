// The worker thread that owns PGlite when PGLITE_WORKER is on (pglite-thread.ts starts it): it
// runs one statement at a time as the main thread sends them and posts back rows, errors and
// notifications. A commit's notifications are posted before its answer, so the main thread
// dispatches them first, as on the main thread (notify.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { createPGlite } from './pglite-engine.ts';

export type Request =
  { id: number; op: 'query'; sql: string; params: unknown[] } | { id: number; op: 'exec' | 'close'; sql?: string };
export type Reply =
  { id: number; result: unknown } | { id: number; error: Record<string, unknown> } | { notify: [string, string] };
/** A query's rows as arrays, with the column names once: cheaper to copy across than objects. */
export interface ArrayRows {
  names: string[];
  rows: unknown[][];
  affectedRows?: number;
}

/** An error's own fields (SQLSTATE code, detail, constraint...) survive the trip; a class does not. */
const plain = (err: unknown): Record<string, unknown> => {
  const e = err as Error;
  return {
    ...(e as unknown as Record<string, unknown>),
    message: e?.message ?? String(err),
    name: e?.name,
    stack: e?.stack,
  };
};

const port = parentPort!;
const ready = createPGlite((workerData as { dir: string }).dir).then((pg) => {
  pg.onNotification((channel, payload) => port.postMessage({ notify: [channel, payload] } satisfies Reply));
  return pg;
});
ready.catch(() => undefined);

port.on('message', async (m: Request) => {
  try {
    const pg = await ready;
    if (m.op === 'close') {
      await pg.close();
      port.postMessage({ id: m.id, result: null } satisfies Reply);
      port.close();
      return;
    }
    // This thread is the bottleneck of the embedded database (docs/scaling.md): a query's rows
    // cross as arrays, which PGlite builds and postMessage copies for less than objects (whose
    // every row repeats its keys); the main thread makes them objects again.
    let result: unknown;
    if (m.op === 'query') {
      const r = await pg.query<unknown[]>(m.sql, m.params, { rowMode: 'array' });
      result = { names: r.fields.map((f) => f.name), rows: r.rows, affectedRows: r.affectedRows } satisfies ArrayRows;
    } else result = await pg.exec(m.sql!);
    port.postMessage({ id: m.id, result } satisfies Reply);
  } catch (err) {
    port.postMessage({ id: m.id, error: plain(err) } satisfies Reply);
  }
});
