// The large seeded school on the throwaway PostgreSQL server (scripts/pg-test-server.sh), the real
// server process over it, and p50 of one request through the HTTP API against the same SQL
// statement issued directly through pg, one request at a time, in the same run.
import { THREADPOOL_SIZE } from '../../server/threadpool.ts';
import os from 'node:os';
import { spawn, spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import pg from 'pg';
import { freePort, waitForHealth } from './server.ts';
import type { BenchResult } from '../types.ts';
import { quantile } from './stats.ts';
import { recordingDb, type Statement } from './statements.ts';
import { seedLarge } from '../seed-large.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { tenantOf } from '../../server/db/tenant.ts';
import { loadConfig } from '../../server/config.ts';
import { startApp } from '../../server/start.ts';
import { loadPrincipal } from '../../server/auth/load-principal.ts';
import type { Principal } from '../../server/auth/principal.ts';
import { loadAccessPolicy } from '../../server/plugins/access-policy.ts';
import { findQuery } from '../../server/listmodel/query-registry.ts';
import { compileList } from '../../server/listmodel/compile.ts';
import { validateRequest } from '../../server/listmodel/validate-request.ts';
import { runList } from '../../server/listmodel/run-list.ts';
import { loginAs } from '../../tests/helpers/oidc-login.ts';

/** The throwaway server's admin URL, or undefined when PostgreSQL is not installed. */
export function postgresUrl(): string | undefined {
  const r = spawnSync('bash', ['scripts/pg-test-server.sh', 'start'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** A database of the throwaway server by name, made when missing (kept between runs). */
export async function benchDatabase(name: string): Promise<string> {
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The seeded database `lms_bench` (kept between runs: seeding is idempotent). */
export async function largeDatabase(log: (s: string) => void): Promise<{ databaseUrl: string; counts: object }> {
  const databaseUrl = await benchDatabase('lms_bench');
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 4 });
  try {
    return { databaseUrl, counts: await seedLarge(d.db, log) };
  } finally {
    await d.close();
  }
}

/** Signs in through the embedded provider of an in-process app with the server's public URL. */
export async function tokenFor(env: Record<string, string>, email: string): Promise<string> {
  const app = await startApp(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }), {
    logger: false,
    seed: false,
  });
  try {
    return (await loginAs(app, email)).access_token;
  } finally {
    await app.close();
  }
}

export interface Served {
  url: string;
  env: Record<string, string>;
  /** the server process's id (to read its memory) */
  pid: number;
  stop(): Promise<void>;
}

/** The environment `serve` gives the server on `port` (for a token signed before it starts). */
export const servedEnv = (base: Record<string, string>, port: number): Record<string, string> => ({
  ...base,
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${port}`,
  SEED: 'false',
  LOG_LEVEL: 'warn',
  OIDC_ACCESS_TOKEN_TTL: '3600',
  // as the bundled server sizes its own thread pool (server/threadpool.ts); under tsx it is too late for that
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? THREADPOOL_SIZE,
});

/** The server as `npm start` runs it (tsx, no seeding), in its own process, on `port` or a free one. */
export async function serve(base: Record<string, string>, port?: number): Promise<Served> {
  port ??= await freePort();
  const env = servedEnv(base, port);
  const url = env.PUBLIC_URL;
  // BENCH_SERVER_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (docs/benchmarks.md);
  // node refuses --cpu-prof in NODE_OPTIONS, so it goes on the command line
  const prof = process.env.BENCH_SERVER_CPU_PROF;
  const profile = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`, '--cpu-prof-interval=100'] : [];
  const proc = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, 120_000);
  return {
    url,
    env,
    pid: proc.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

/** The principal the server builds for an account, for compiling the statement it runs. */
export async function principalOf(databaseUrl: string, email: string): Promise<Principal> {
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 1 });
  try {
    const u = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(
      d.db,
    );
    const p = await loadPrincipal(d.db, u.rows[0].user_id);
    if (!p) throw new Error(`no principal for ${email}`);
    await loadAccessPolicy(p); // as the server does before runList checks the entry's permission
    return p;
  } finally {
    await d.close();
  }
}

/** Latencies (ms) of `n` calls one after another, after `warm` untimed ones. */
export async function samples(n: number, one: () => Promise<unknown>, warm = 10): Promise<number[]> {
  for (let i = 0; i < warm; i++) await one();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await one();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Latencies (ms) of several calls taken in turn, `n` rounds after `warm` untimed ones. */
export async function interleaved(n: number, calls: (() => Promise<unknown>)[], warm = 10): Promise<number[][]> {
  const out = calls.map(() => [] as number[]);
  for (let i = 0; i < n + warm; i++) {
    for (const [k, one] of calls.entries()) {
      const t0 = performance.now();
      await one();
      if (i >= warm) out[k].push(performance.now() - t0);
    }
  }
  return out;
}

export interface ListPage {
  bizobjfile: string;
  api: string;
  filter?: unknown[];
  sort?: [string, 'asc' | 'desc'][];
  rowoffset?: number;
  rowsize?: number;
}

/**
 * p50 and p90 of one list page through POST /api/query/listmodel and of the statement the route
 * compiles for the same principal, issued directly (checks the page is not empty first).
 */
export async function listPair(
  served: Served,
  databaseUrl: string,
  email: string,
  page: ListPage,
  n = 200,
): Promise<{ http: number[]; direct: number[]; inProcess: number[]; rows: number; total: number; floor: string }> {
  const token = await tokenFor(served.env, email);
  const call = async () => {
    const r = await fetch(`${served.url}/api/query/listmodel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(page),
    });
    const body = (await r.json()) as { data: { rows: unknown[]; total: number }[] };
    if (!r.ok) throw new Error(`${page.api}: HTTP ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.data[0];
  };
  const first = await call();
  if (!first.rows.length) throw new Error(`${page.api}: the bench page is empty`);
  const principal = await principalOf(databaseUrl, email);
  const entry = findQuery(page.bizobjfile, page.api)!;
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 1 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = compileList(validateRequest(entry, page as never), {
      principal,
      tenant: tenantOf(d.db, principal),
    }).compile(d.db);
    const tenant = tenantOf(d.db, principal);
    // interleaved, so a change in the shared machine's load falls on all three alike
    const [direct, http, inProcess] = await interleaved(n, [
      () => client.query(q.sql, q.parameters as unknown[]),
      call,
      () => runList(d.db, entry, page as never, principal, tenant),
    ]);
    const floor = await requestFloor(served, token);
    return { http, direct, inProcess, rows: first.rows.length, total: first.total, floor };
  } finally {
    await client.end();
    await d.close();
  }
}

/** One p50 figure against its baseline, with the 1.5x target the issues set. */
export function p50Figure(
  name: string,
  ours: number[],
  direct: number[],
  note = '',
  baseline = 'same SQL via pg directly',
): BenchResult {
  const v = quantile(ours, 0.5);
  const b = quantile(direct, 0.5);
  const met = v <= 1.5 * b;
  return {
    name: `${name}: p50`,
    value: v,
    unit: 'ms',
    baseline: { name: baseline, value: b },
    ratio: v / b,
    target: '<= 1.5 x baseline',
    note: `${met ? 'met' : 'NOT met'}; p90 ${quantile(ours, 0.9).toFixed(2)} vs ${quantile(direct, 0.9).toFixed(2)} ms; ${ours.length} calls one at a time${note ? `; ${note}` : ''}`,
  };
}

/** The one statement `run` sends through Kysely, caught on the way (to replay it directly). */
export async function captureStatement(databaseUrl: string, run: (db: Db) => Promise<unknown>): Promise<Statement> {
  const rec = recordingDb(databaseUrl);
  try {
    await run(rec.db);
  } finally {
    await rec.close();
  }
  const caught = rec.take().at(-1);
  if (!caught) throw new Error('no statement was sent');
  return caught;
}

/** p50 of GET /api/me: what any signed-in request costs through our server without a query. */
export async function requestFloor(served: Served, token: string): Promise<string> {
  const me = await samples(100, async () => {
    const r = await fetch(`${served.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
  });
  return `a signed-in GET /api/me p50 ${quantile(me, 0.5).toFixed(2)} ms (the per-request floor)`;
}
