// The worker threads of an import (parse-thread.ts starts them): one unpacks the uploaded zip
// (unzip.ts), then one reads and checks the bundle's CSV files (parse-pass.ts), so that the main
// thread's event loop stays free for other requests, and posts what it finds. At most WINDOW messages are on their way before the main
// thread asks for more, so a large file is never held whole in the main thread's queue.
// Under tests only, ROSTER_TEST_WORKER_EXIT_AT=<file> ends the thread at that file's end, as a
// crash would (tests/api/roster-worker.test.ts: nothing is written).
import { parentPort, workerData } from 'node:worker_threads';
import { parsePass } from './parse-pass.ts';
import { unpackZip } from './unzip.ts';
import type { UnpackedReply, WorkerJob } from './parse-thread.ts';

const WINDOW = 4;
const job = workerData as WorkerJob;
const exitAt = process.env.NODE_ENV === 'test' ? process.env.ROSTER_TEST_WORKER_EXIT_AT : undefined;
const port = parentPort!;
let credit = WINDOW;
let wake: (() => void) | undefined;
port.on('message', () => {
  credit++;
  wake?.();
});

if (job.job === 'unzip') {
  const { dispose: _, ...u } = await unpackZip(job.zipPath, job.limits);
  port.postMessage({ ...u, entries: [...u.entries] } satisfies UnpackedReply);
} else
  for await (const m of parsePass(job.dir, job.entries, job.school)) {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit--;
    port.postMessage(m);
    if (m.t === 'end' && m.file === exitAt) process.exit(70);
  }
port.unref();
