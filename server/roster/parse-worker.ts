// The worker thread of an import (parse-thread.ts starts one per import): it reads and checks the
// bundle's CSV files (parse-pass.ts) so that the main thread's event loop stays free for other
// requests, and posts what it finds. At most WINDOW messages are on their way before the main
// thread asks for more, so a large file is never held whole in the main thread's queue.
// Under tests only, ROSTER_TEST_WORKER_EXIT_AT=<file> ends the thread at that file's end, as a
// crash would (tests/api/roster-worker.test.ts: nothing is written).
import { parentPort, workerData } from 'node:worker_threads';
import { parsePass } from './parse-pass.ts';
import type { SchoolIds } from './validate.ts';

const WINDOW = 4;
const { dir, entries, school } = workerData as { dir: string; entries: string[]; school: SchoolIds };
const exitAt = process.env.NODE_ENV === 'test' ? process.env.ROSTER_TEST_WORKER_EXIT_AT : undefined;
const port = parentPort!;
let credit = WINDOW;
let wake: (() => void) | undefined;
port.on('message', () => {
  credit++;
  wake?.();
});

for await (const m of parsePass(dir, entries, school)) {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit--;
  port.postMessage(m);
  if (m.t === 'end' && m.file === exitAt) process.exit(70);
}
port.unref();
