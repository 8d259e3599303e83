// The soak test of docs/scaling.md: the real server process on the large seeded PostgreSQL
// database (bench/seed-large.ts) first at full tilt to find its capacity for one list page
// (closed loop, BENCH_CONCURRENCY connections), then held at 80% of that rate (open loop, fixed
// arrival rate) for BENCH_SOAK_SECONDS (default 300) in windows of 30 s. Reported: errors (target
// none), the last window's p99 against the first's (stable), and the server's resident memory at
// the end against after the first window (flat).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BenchResult } from './types.ts';
import { largeDatabase, postgresUrl, serve, tokenFor } from './helpers/large.ts';
import { LARGE_ADMIN } from './seed-large.ts';
import { PAGE } from './listmodel.bench.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const WINDOW_SECONDS = Math.min(30, SOAK_SECONDS);

interface Run {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: object) => Promise<Run>;

/** The process's resident memory in MB, from /proc. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  if (!postgresUrl()) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const { databaseUrl } = await largeDatabase(log);
  const served = await serve({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(CONCURRENCY) });
  try {
    const token = await tokenFor(served.env, LARGE_ADMIN);
    const opts = {
      url: `${served.url}/api/query/listmodel`,
      method: 'POST',
      connections: CONCURRENCY,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(PAGE),
    };
    await autocannon({ ...opts, duration: 3 }); // warm-up
    const full = await autocannon({ ...opts, duration: 10 });
    const capacity = full.requests.average;
    const rate = Math.max(1, Math.floor(0.8 * capacity));
    log(`capacity ${capacity.toFixed(0)} req/s (p99 ${full.latency.p99} ms); soaking at ${rate} req/s`);
    const windows: { p50: number; p99: number; rss: number; errors: number; total: number }[] = [];
    for (let left = SOAK_SECONDS; left > 0; left -= WINDOW_SECONDS) {
      const w = await autocannon({ ...opts, duration: Math.min(WINDOW_SECONDS, left), overallRate: rate });
      const errors = w.non2xx + w.errors + w.timeouts;
      windows.push({ p50: w.latency.p50, p99: w.latency.p99, rss: rssMb(served.pid), errors, total: w.requests.total });
      const at = windows.length * WINDOW_SECONDS;
      log(
        `${at} s: ${w.requests.total} requests, p50 ${w.latency.p50} ms, p99 ${w.latency.p99} ms, rss ${windows.at(-1)!.rss.toFixed(0)} MB, errors ${errors}`,
      );
    }
    const [first, last] = [windows[0], windows.at(-1)!];
    const errors = windows.reduce((s, w) => s + w.errors, 0);
    const total = windows.reduce((s, w) => s + w.total, 0);
    const note = `${SOAK_SECONDS} s at ${rate} req/s (80% of ${capacity.toFixed(0)}), ${CONCURRENCY} connections, windows of ${WINDOW_SECONDS} s; p99 by window ${windows.map((w) => w.p99).join(', ')} ms; rss by window ${windows.map((w) => w.rss.toFixed(0)).join(', ')} MB`;
    return [
      {
        name: 'soak at 80% of capacity: failed requests',
        value: errors,
        unit: 'requests',
        baseline: { name: 'requests sent', value: total },
        ratio: errors / total,
        target: '0',
        note,
      },
      {
        name: 'soak: p99 of the last window',
        value: last.p99,
        unit: 'ms',
        baseline: { name: 'p99 of the first window', value: first.p99 },
        ratio: last.p99 / first.p99,
        target: 'stable (<= 1.5 x)',
      },
      {
        name: 'soak: server resident memory at the end',
        value: last.rss,
        unit: 'MB',
        baseline: { name: 'after the first window', value: first.rss },
        ratio: last.rss / first.rss,
        target: 'flat (<= 1.1 x)',
      },
    ];
  } finally {
    await served.stop();
  }
}
