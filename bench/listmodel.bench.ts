// POST /api/query/listmodel under load (autocannon, fixed concurrency) against the real server
// process on a PostgreSQL server, with the same SQL statement issued directly through the pg
// driver at the same concurrency in the same run as the baseline; then the same page on the default
// database (the embedded PostgreSQL server the app starts under DATA_DIR), against the separately
// started server: target >= 0.8 of its requests/s.
// Data: bench/seed-large.ts (58 tenants, one with 20,000 students and 200,000 grades).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import pg from 'pg';
import type { BenchResult } from './types.ts';
import { largeDatabase, postgresUrl, serve, servedEnv, tokenFor } from './helpers/large.ts';
import { freePort } from './helpers/server.ts';
import { seedLarge, LARGE_ADMIN, LARGE_SCHEMA } from './seed-large.ts';
import { openDatabase, type Database } from '../server/db/database.ts';
import { tenantFor } from '../server/db/tenant.ts';
import { findQuery } from '../server/listmodel/query-registry.ts';
import { compileList } from '../server/listmodel/compile.ts';
import { validateRequest } from '../server/listmodel/validate-request.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** The page: students of one grade level, sorted by name, third page of 50. */
export const PAGE = {
  bizobjfile: 'students',
  api: 'students',
  filter: [['grade_level_id', '=', 8]],
  sort: [
    ['last_name', 'asc'],
    ['first_name', 'asc'],
  ],
  rowoffset: 100,
  rowsize: 50,
};

interface Stats {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (o: object) => Promise<AutocannonResult>;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function viaHttp(url: string, token: string): Promise<Stats> {
  const opts = {
    url: `${url}/api/query/listmodel`,
    method: 'POST',
    connections: CONCURRENCY,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(PAGE),
  };
  await autocannon({ ...opts, duration: 2 }); // warm-up
  const r = await autocannon({ ...opts, duration: SECONDS });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors };
}

/** The statement the route runs for PAGE, as the large tenant's admin. */
export async function pageQuery(d: Database) {
  const t = (await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = ${LARGE_SCHEMA}`.execute(d.db))
    .rows[0];
  // the admin role's own list, as the route's principal has it (column permissions depend on it)
  const role = (
    await sql<{ role_permissions: string[] }>`
      SELECT role_permissions FROM platform.roles WHERE tenant_id = ${t.id} AND role_name = 'admin'
      UNION ALL SELECT role_permissions FROM platform.roles WHERE tenant_id IS NULL AND role_name = 'admin'`.execute(
      d.db,
    )
  ).rows[0];
  const entry = findQuery(PAGE.bizobjfile, PAGE.api)!;
  return compileList(validateRequest(entry, PAGE as never), {
    principal: { currentRole: 'admin', rolePermissions: role?.role_permissions ?? [] } as never,
    tenant: tenantFor(d.db, { id: t.id, schema: LARGE_SCHEMA }),
  }).compile(d.db);
}

/** Runs `once` from `callers` closed loops for the bench's seconds (after 2 s of warm-up). */
async function closedLoop(callers: number, once: () => Promise<unknown>): Promise<Stats> {
  const run = async (ms: number) => {
    const lat: number[] = [];
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: callers }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await once();
          lat.push(performance.now() - t0);
        }
      }),
    );
    return lat;
  };
  await run(2000);
  const lat = (await run(SECONDS * 1000)).sort((a, b) => a - b);
  return { rps: lat.length / SECONDS, p50: pct(lat, 50), p99: pct(lat, 99), errors: 0 };
}

/** The same statement the route runs, through pg at the same concurrency (closed loop). */
async function direct(databaseUrl: string): Promise<Stats> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 1 });
  const q = await pageQuery(d);
  await d.close();
  const stats = await closedLoop(CONCURRENCY, () => pool.query(q.sql, q.parameters as unknown[]));
  await pool.end();
  return stats;
}

async function measureServer(base: Record<string, string>): Promise<Stats> {
  // a DATA_DIR has one owner: the token is signed (by an app on the same folder) before the
  // server starts on it
  const port = await freePort();
  const token = await tokenFor(servedEnv(base, port), LARGE_ADMIN);
  const served = await serve(base, port);
  try {
    const check = await fetch(`${served.url}/api/query/listmodel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(PAGE),
    });
    const page = (await check.json()) as { data: { rows: unknown[]; total: number }[] };
    if (!check.ok || page.data[0].rows.length !== 50)
      throw new Error(`the bench page is wrong: ${check.status} ${JSON.stringify(page).slice(0, 200)}`);
    return await viaHttp(served.url, token);
  } finally {
    await served.stop();
  }
}

export default async function (): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  const log = (s: string) => console.log(`  ${s}`);
  let postgresRps: number | undefined;
  if (postgresUrl()) {
    const { databaseUrl, counts: c } = await largeDatabase(log);
    const counts = c as { tenants: number; students: number; grades: number };
    const dir = await direct(databaseUrl);
    const http = await measureServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(CONCURRENCY) });
    postgresRps = http.rps;
    const target = 1.5 * dir.p50 + 1;
    const note = `${counts.tenants} tenants, ${counts.students} students, ${counts.grades} grades; ${CONCURRENCY} connections, ${SECONDS} s; autocannon latency resolution 1 ms`;
    out.push(
      {
        name: 'listmodel on PostgreSQL: requests/s',
        value: http.rps,
        unit: 'req/s',
        baseline: { name: 'same SQL via pg directly', value: dir.rps },
        ratio: http.rps / dir.rps,
        target: '>= 1500 req/s',
        note,
      },
      {
        name: 'listmodel on PostgreSQL: p50 latency',
        value: http.p50,
        unit: 'ms',
        baseline: { name: 'same SQL via pg directly', value: dir.p50 },
        ratio: http.p50 / dir.p50,
        target: `< 1.5 x direct + 1 ms = ${target.toFixed(2)} ms`,
      },
      {
        name: 'listmodel on PostgreSQL: p99 latency',
        value: http.p99,
        unit: 'ms',
        baseline: { name: 'same SQL via pg directly', value: dir.p99 },
        ratio: http.p99 / dir.p99,
      },
    );
    if (http.errors)
      out.push({ name: 'listmodel on PostgreSQL: failed requests', value: http.errors, unit: 'requests' });
  } else {
    log('no separately started PostgreSQL server: the default only');
  }

  // kept between runs like the server database (seeding the large school takes minutes)
  const dataDir = path.join(os.tmpdir(), 'lms-bench-listmodel-embedded');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const d = await openDatabase({ dataDir, databasePoolSize: 4 });
  await seedLarge(d.db, (s) => log(`default: ${s}`));
  await d.close();
  const embedded = await measureServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DATABASE_POOL_SIZE: String(CONCURRENCY),
  });
  out.push(
    {
      name: 'listmodel on the default (embedded PostgreSQL): requests/s',
      value: embedded.rps,
      unit: 'req/s',
      note: 'the server npm start starts under DATA_DIR; same data, page and connections',
      target: '>= 0.8 of the separately started server',
      ...(postgresRps
        ? { baseline: { name: 'listmodel on PostgreSQL', value: postgresRps }, ratio: embedded.rps / postgresRps }
        : {}),
    },
    { name: 'listmodel on the default: p50 latency', value: embedded.p50, unit: 'ms' },
    { name: 'listmodel on the default: p99 latency', value: embedded.p99, unit: 'ms' },
  );
  if (embedded.errors)
    out.push({ name: 'listmodel on the default: failed requests', value: embedded.errors, unit: 'requests' });
  return out;
}
