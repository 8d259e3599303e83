// PGlite in a worker thread (PGLITE_WORKER): its queries run off the main thread, so the event
// loop keeps serving requests while a page query runs. Same surface as PGlite for the pool, the
// notifications and the job engine; one statement at a time, as on the main thread.
// docs/scaling.md ("The embedded database in a worker thread").
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { EmbeddedEngine, EmbeddedResult } from './pglite-engine.ts';
import type { ArrayRows, Reply, Request } from './pglite-worker.ts';

type Pending = { resolve(v: unknown): void; reject(e: Error): void };
type RequestBody = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * The worker: the bundle's own file (npm start), or under tsx the TypeScript source, loaded
 * through tsx's API (a worker does not inherit the main thread's module hooks).
 */
function workerScript(): { script: string | URL; eval?: boolean } {
  const own = import.meta.url;
  if (!own.endsWith('.ts')) return { script: new URL('./pglite-worker.mjs', own) };
  // the ES module entry of tsx/esm/api (require.resolve would give its CommonJS one)
  const require = createRequire(own);
  const pkg = require.resolve('tsx/package.json');
  const entry = (require(pkg) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api'];
  const api = pathToFileURL(path.join(path.dirname(pkg), entry.import.default)).href;
  const file = new URL('./pglite-worker.ts', own).href;
  return {
    script: `import(${JSON.stringify(api)}).then((m) => m.tsImport(${JSON.stringify(file)}, ${JSON.stringify(own)}))`,
    eval: true,
  };
}

/** Rows as objects again, as PGlite gives them (a repeated column name keeps its last value). */
function asObjects({ names, rows, affectedRows }: ArrayRows): EmbeddedResult {
  const objects = rows.map((row) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) o[names[i]] = row[i];
    return o;
  });
  return { rows: objects, affectedRows };
}

export async function startPGliteThread(dir: string): Promise<EmbeddedEngine> {
  const { script, eval: isCode } = workerScript();
  const worker = new Worker(script, { workerData: { dir }, eval: isCode });
  const pending = new Map<number, Pending>();
  const listeners = new Set<(channel: string, payload: string) => void>();
  let nextId = 1;
  let dead: Error | undefined;

  const fail = (err: Error) => {
    dead ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('message', (m: Reply) => {
    if ('notify' in m) {
      for (const cb of listeners) cb(...m.notify);
      return;
    }
    const p = pending.get(m.id);
    pending.delete(m.id);
    if ('error' in m) {
      const { message, ...fields } = m.error;
      p?.reject(Object.assign(new Error(String(message)), fields));
    } else p?.resolve(m.result);
  });
  // a thread that failed or ended takes the database with it: its queries answer as a lost
  // database does (SQLSTATE 57P01, 503 database_unavailable in server/db/unavailable.ts), not a 500
  const gone = (message: string, cause?: unknown) => Object.assign(new Error(message, { cause }), { code: '57P01' });
  worker.on('error', (err) => fail(gone(`the embedded database's thread failed: ${err.message}`, err)));
  worker.on('exit', (code) => fail(gone(`the embedded database's thread ended (exit code ${code})`)));

  const send = <T>(body: RequestBody): Promise<T> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...body, id });
    });
  };

  const engine: EmbeddedEngine = {
    query: async (sql, params = []) => asObjects(await send<ArrayRows>({ op: 'query', sql, params })),
    exec: (sql) => send<EmbeddedResult[]>({ op: 'exec', sql }),
    onNotification(cb) {
      listeners.add(cb);
      return () => void listeners.delete(cb);
    },
    async close() {
      if (!dead) await send({ op: 'close' });
      await worker.terminate();
    },
  };
  // opened (and any data directory problem reported) before the app goes on
  await engine.query('SELECT 1');
  return engine;
}
