// Starts the import's worker thread (parse-worker.ts) and hands its messages to the one pass
// (import.ts) as an async iterator, asking for more as each is taken. Under tsx (tests, npm run
// dev, the benchmark) the worker loads the TypeScript source through tsx's API, since a worker does
// not inherit the main thread's module hooks; in the production bundle (dist-server/main.mjs) it is
// dist-server/roster-parse-worker.mjs beside it, bundled by scripts/ensure-build.mjs. A worker that
// stops before its last message (a crash, out of memory) is a RosterWorkerFailed, which the import
// answers as a refusal after rolling back its transaction.
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PassMessage } from './parse-pass.ts';
import type { SchoolIds } from './validate.ts';

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

/** The messages of parse-pass.ts for the bundle in `dir`, read and checked in a worker thread. */
export async function* parseInWorker(dir: string, entries: string[], school: SchoolIds): AsyncGenerator<PassMessage> {
  const { script, eval: isCode } = workerScript();
  const worker = new Worker(script, { eval: isCode, workerData: { dir, entries, school } });
  const queue: PassMessage[] = [];
  let failed: Error | undefined;
  let wake: (() => void) | undefined;
  const stop = (e: Error) => {
    failed ??= e;
    wake?.();
  };
  worker.on('message', (m: PassMessage) => {
    queue.push(m);
    wake?.();
  });
  worker.on('error', (e) => stop(new RosterWorkerFailed(`the roster's reading failed: ${e.message}`, { cause: e })));
  worker.on('exit', (code) => stop(new RosterWorkerFailed(`the roster's reading stopped (exit code ${code})`)));
  try {
    for (;;) {
      while (!queue.length && !failed) await new Promise<void>((resolve) => (wake = resolve));
      const m = queue.shift();
      if (!m) throw failed!;
      worker.postMessage('more');
      yield m;
      if (m.t === 'done') return void (lastParse.threadId = m.threadId);
    }
  } finally {
    await worker.terminate();
  }
}
