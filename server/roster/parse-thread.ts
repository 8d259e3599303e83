// Starts the import's worker threads (parse-worker.ts): one unpacks the uploaded zip, one reads and
// checks the CSV files and hands its messages to the one pass (import.ts) as an async iterator,
// asking for more as each is taken. Under tsx (tests, npm run
// dev, the benchmark) the worker loads the TypeScript source through tsx's API, since a worker does
// not inherit the main thread's module hooks; in the production bundle (dist-server/main.mjs) it is
// dist-server/roster-parse-worker.mjs beside it, bundled by scripts/ensure-build.mjs. A worker that
// stops before its last message (a crash, out of memory) is a RosterWorkerFailed, which the import
// answers as a refusal after rolling back its transaction.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rm } from 'node:fs/promises';
import type { PassMessage } from './parse-pass.ts';
import type { SchoolIds } from './validate.ts';
import type { Unpacked } from './unzip.ts';
import { rosterLimits, type RosterLimits } from './limits.ts';

/** what a worker is started for (parse-worker.ts) */
export type WorkerJob =
  | { job: 'unzip'; zipPath: string; limits: RosterLimits }
  | { job: 'parse'; dir: string; entries: string[]; school: SchoolIds };

/** an Unpacked as a message carries it */
export type UnpackedReply = Omit<Unpacked, 'entries' | 'dispose'> & { entries: string[] };

export const BUNDLED_WORKER = 'roster-parse-worker.mjs';

export class RosterWorkerFailed extends Error {}

/** the thread that read the last bundle to its end, as it reported it (tests: never the main thread) */
export const lastParse = { threadId: -1 };

function workerScript(): { script: string | URL; eval: boolean } {
  const own = import.meta.url;
  if (!own.endsWith('.ts')) return { script: new URL(`./${BUNDLED_WORKER}`, own), eval: false };
  // the ES module entry of tsx/esm/api (require.resolve would give its CommonJS one)
  const require = createRequire(own);
  const pkg = require.resolve('tsx/package.json');
  const exp = (require(pkg) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api'];
  const api = pathToFileURL(path.join(path.dirname(pkg), exp.import.default)).href;
  const file = new URL('./parse-worker.ts', own).href;
  const code = `import(${JSON.stringify(api)}).then((m) => m.tsImport(${JSON.stringify(file)}, ${JSON.stringify(own)}))`;
  return { script: code, eval: true };
}

/** Everything a worker posts, in order, until `last` says a message ends its job. */
async function* workerMessages<M>(job: WorkerJob, last: (m: M) => boolean): AsyncGenerator<M> {
  const { script, eval: isCode } = workerScript();
  const worker = new Worker(script, { eval: isCode, workerData: job });
  const queue: M[] = [];
  let failed: Error | undefined;
  let wake: (() => void) | undefined;
  const stop = (e: Error) => {
    failed ??= e;
    wake?.();
  };
  worker.on('message', (m: M) => {
    queue.push(m);
    wake?.();
  });
  worker.on('error', (e) => stop(new RosterWorkerFailed(`the roster's reading failed: ${e.message}`, { cause: e })));
  worker.on('exit', (code) => stop(new RosterWorkerFailed(`the roster's reading stopped (exit code ${code})`)));
  try {
    for (;;) {
      while (!queue.length && !failed) await new Promise<void>((resolve) => (wake = resolve));
      if (!queue.length) throw failed!;
      const m = queue.shift()!;
      worker.postMessage('more');
      yield m;
      if (last(m)) return;
    }
  } finally {
    await worker.terminate();
  }
}

/** The messages of parse-pass.ts for the bundle in `dir`, read and checked in a worker thread. */
export async function* parseInWorker(dir: string, entries: string[], school: SchoolIds): AsyncGenerator<PassMessage> {
  for await (const m of workerMessages<PassMessage>({ job: 'parse', dir, entries, school }, (m) => m.t === 'done')) {
    if (m.t === 'done') lastParse.threadId = m.threadId;
    yield m;
  }
}

/** unzip.ts's unpackZip in a worker thread: the same answers, limits and messages. */
export async function unpackInWorker(zipPath: string, limits: RosterLimits = rosterLimits()): Promise<Unpacked> {
  for await (const u of workerMessages<UnpackedReply>({ job: 'unzip', zipPath, limits }, () => true))
    return { ...u, entries: new Set(u.entries), dispose: () => rm(u.dir, { recursive: true, force: true }) };
  throw new RosterWorkerFailed('the roster unzip worker answered nothing');
}
