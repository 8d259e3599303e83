// Head-of-line blocking, measured the same way by the API test (tests/api/head-of-line.test.ts,
// through app.inject) and the bench (bench/head-of-line.bench.ts, over HTTP): a teacher's list
// request alone, then over and over while a long write (a roster import) runs beside it.
export interface HeadOfLine {
  /** latencies (ms) with nothing else running, sorted */
  alone: number[];
  /** latencies (ms) of the requests made while the import ran, sorted */
  during: number[];
  importMs: number;
}

const timed = async (fn: () => Promise<void>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

export const p50 = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];

export async function headOfLine(list: () => Promise<void>, longWrite: () => Promise<void>, aloneCount = 20) {
  for (let i = 0; i < 3; i++) await list(); // warm
  const alone: number[] = [];
  for (let i = 0; i < aloneCount; i++) alone.push(await timed(list));
  const during: number[] = [];
  let running = true;
  const t0 = performance.now();
  const writing = longWrite().finally(() => (running = false));
  // one request at a time, as a teacher clicking through pages, until the import is done
  const listing = (async () => {
    while (running) {
      const ms = await timed(list);
      if (running) during.push(ms);
    }
  })();
  await writing;
  const importMs = performance.now() - t0;
  await listing;
  const sort = (a: number[]) => a.sort((x, y) => x - y);
  return { alone: sort(alone), during: sort(during), importMs } satisfies HeadOfLine;
}
