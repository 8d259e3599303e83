// #28 item 1: how long a 5,000-user OneRoster import (dry run, then commit) holds the server's event
// loop, while /api/health (the real route, on the same database pool) is asked every 20 ms over
// HTTP in the same process: the longest event-loop delay (perf_hooks.monitorEventLoopDelay) and
// the slowest health answer. The baseline is the same import by another checkout's code when
// BENCH_ROSTER_BEFORE names one (e.g. a scratch worktree of main, parsing on the main thread),
// else the same sampling with no import running. Throwaway PostgreSQL (scripts/pg-test-server.sh).
// On a loaded machine the process itself waits for a CPU: the idle run shows how much of a stall
// is that (printed first).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { BenchResult } from './types.ts';
import { postgresUrl } from './helpers/large.ts';
import { freshDatabase } from './helpers/roster-db.ts';
import { rosterSize, writeRosterZip } from './helpers/roster-bundle.ts';
import { openDatabase } from '../server/db/database.ts';
import healthRoutes from '../server/plugins/health.ts';
import * as current from '../server/roster/import.ts';
import { tenantBySchema } from '../server/db/tenant.ts';

type Importer = Pick<typeof current, 'importOneRoster'>;
/** a checkout from before the one tenant carrier names the schema; this one hands over the Tenant */
const takesSchema = (code: Importer) =>
  /^async function importOneRoster\(db, schema\b/.test(String(code.importOneRoster));

interface Held {
  loopMs: number;
  loopP99: number;
  /** share of the time the main thread was busy (performance.eventLoopUtilization) */
  busy: number;
  healthMs: number;
  probes: number;
  seconds: number;
}

/** Runs `work` while asking `url`/api/health every 20 ms, with the event loop's delay monitored. */
async function whileProbing(url: string, work: () => Promise<unknown>): Promise<Held> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const elu = performance.eventLoopUtilization();
  const t0 = performance.now();
  let done = false;
  const running = work().finally(() => (done = true));
  const probes: number[] = [];
  while (!done) {
    const p0 = performance.now();
    const r = await fetch(`${url}/api/health`);
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`/api/health answered ${r.status}`);
    probes.push(performance.now() - p0);
    await sleep(20);
  }
  await running;
  loop.disable();
  const busy = performance.eventLoopUtilization(elu).utilization;
  const seconds = (performance.now() - t0) / 1000;
  return {
    loopMs: loop.max / 1e6,
    loopP99: loop.percentile(99) / 1e6,
    busy,
    healthMs: Math.max(...probes),
    probes: probes.length,
    seconds,
  };
}

const text = (h: Held) =>
  `event loop held at most ${h.loopMs.toFixed(0)} ms (p99 ${h.loopP99.toFixed(0)} ms, main thread busy ${(h.busy * 100).toFixed(0)}%), slowest /api/health ${h.healthMs.toFixed(0)} ms of ` +
  `${h.probes}, ${h.seconds.toFixed(2)} s`;

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const beforeDir = process.env.BENCH_ROSTER_BEFORE;
  const before = beforeDir
    ? ((await import(path.resolve(beforeDir, 'server/roster/import.ts'))) as Importer)
    : undefined;
  const n = rosterSize(0.25);
  const users = n.students + n.teachers;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roster-loop-'));
  const zip = path.join(dir, 'oneroster.zip');
  writeRosterZip(n, zip);
  const databaseUrl = await freshDatabase(adminUrl, 'lms_roster_loop_bench', ['rosterloop_now', 'rosterloop_before']);
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 4 });
  const app = Fastify({ logger: false });
  await app.register(healthRoutes, { db: d.db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const run = async (code: Importer, schema: string, label: string) => {
      const out: Held[] = [];
      for (const dryRun of [true, false]) {
        const h = await whileProbing(url, async () => {
          const tenant = (await tenantBySchema(d.db, schema))!;
          const r = await code.importOneRoster(d.db, takesSchema(code) ? (schema as never) : tenant, zip, { dryRun });
          if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.errors.slice(0, 3))}`);
        });
        log(`${label}, ${dryRun ? 'dry run' : 'commit'}: ${text(h)}`);
        out.push(h);
      }
      return out;
    };
    const idle = await whileProbing(url, () => sleep(2000));
    log(`no import: ${text(idle)}`);
    const was = before ? await run(before, 'rosterloop_before', `before (${beforeDir})`) : undefined;
    const now = await run(current, 'rosterloop_now', 'this checkout');
    return ['dry run', 'commit'].map((kind, i) => {
      const base = was ? was[i] : idle;
      return {
        name: `event loop held at most during a ${users}-user OneRoster import (${kind})`,
        value: now[i].loopMs,
        unit: 'ms',
        baseline: {
          name: was ? `the same import by ${beforeDir}` : 'the same sampling with no import',
          value: base.loopMs,
        },
        ratio: now[i].loopMs / base.loopMs,
        target: '< 50 ms',
        note: `${now[i].loopMs < 50 ? 'met' : 'NOT met'}; ${text(now[i])}; baseline ${text(base)}`,
      };
    });
  } finally {
    await app.close();
    await d.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
