// What a signed-in request costs besides its own work, piece by piece, in one process (no HTTP):
// JWT verification, the principal (database read against cache hit), the access decision, and
// serializing a 50-row page; then a whole signed-in request (GET /api/me through inject) against a
// public one (/api/health) in the same run. On PostgreSQL when scripts/pg-test-server.sh can
// start one, else on PGlite; a fresh database seeded with the demo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createLocalJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import type { BenchResult } from './types.ts';
import { loadConfig } from '../server/config.ts';
import { startApp } from '../server/start.ts';
import { loadPrincipal } from '../server/auth/load-principal.ts';
import { PrincipalCache } from '../server/auth/principal-cache.ts';
import { checkAccess, loadAccessPolicy } from '../server/plugins/access-policy.ts';
import { loginAs } from '../tests/helpers/oidc-login.ts';

const TEACHER = 'teacher@demo-academy.test';

/** Average microseconds per call of `fn` over about `ms` milliseconds (after a short warm-up). */
async function perCall(fn: () => unknown, ms = 1500): Promise<number> {
  const until = (end: number) => {
    let n = 0;
    const t0 = performance.now();
    return (async () => {
      while (performance.now() < end) {
        const r = fn();
        if (r instanceof Promise) await r;
        // let timers and I/O run now and then: a loop of microtasks alone would starve them
        if (++n % 64 === 0) await new Promise((res) => setImmediate(res));
      }
      return ((performance.now() - t0) * 1000) / n;
    })();
  };
  await until(performance.now() + 200);
  return until(performance.now() + ms);
}

async function database(): Promise<{ env: Record<string, string>; drop(): Promise<void>; kind: string }> {
  const r = spawnSync('bash', ['scripts/pg-test-server.sh', 'start'], { encoding: 'utf8' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-costs-'));
  if (r.status !== 0) {
    return { env: { DATA_DIR: dataDir }, kind: 'PGlite', drop: async () => fs.rmSync(dataDir, { recursive: true }) };
  }
  const admin = new pg.Client({ connectionString: r.stdout.trim() });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS lms_bench_costs WITH (FORCE)');
  await admin.query('CREATE DATABASE lms_bench_costs');
  const url = new URL(r.stdout.trim());
  url.pathname = '/lms_bench_costs';
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    kind: 'PostgreSQL',
    drop: async () => {
      await admin.query('DROP DATABASE IF EXISTS lms_bench_costs WITH (FORCE)');
      await admin.end();
      fs.rmSync(dataDir, { recursive: true });
    },
  };
}

export default async function (): Promise<BenchResult[]> {
  const d = await database();
  const config = loadConfig({ ...process.env, ...d.env, LOG_LEVEL: 'silent', OIDC_ACCESS_TOKEN_TTL: '3600' });
  const app = await startApp(config, { logger: false });
  try {
    const token = (await loginAs(app, TEACHER)).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const host = new URL(config.publicUrl).host;
    const certs = await app.inject({
      url: `/realms/${config.oidc.realm}/protocol/openid-connect/certs`,
      headers: { host },
    });
    const keys = createLocalJWKSet(certs.json());
    const verifyOpts = {
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      algorithms: config.oidc.algorithms,
    };
    const { payload } = await jwtVerify(token, keys, verifyOpts);
    const db = app.database.db;
    const sub = payload.sub!;

    const jwt = await perCall(() => jwtVerify(token, keys, verifyOpts));
    const read = await perCall(() => loadPrincipal(db, sub));
    const cache = new PrincipalCache(
      (s, r) => loadPrincipal(db, s, r),
      () => true,
    );
    const hit = await perCall(() => cache.load(sub));
    const principal = (await cache.load(sub))!;
    await loadAccessPolicy(principal);
    const decide = await perCall(() => checkAccess(principal, 'course.read', '/courses'));
    // a principal object the policy has not seen: the key of the shared policy memo is computed again
    const fresh = await perCall(async () => {
      const p = { ...principal };
      await loadAccessPolicy(p);
      checkAccess(p, 'course.read', '/courses');
    });
    const page = {
      data: [
        {
          rows: Array.from({ length: 50 }, (_, i) => ({
            party_id: 1000 + i,
            first_name: `First${i}`,
            last_name: `Last${i}`,
            email: `student${i}@demo-academy.test`,
            grade_level_id: 8,
            grade_level: 'Grade 8',
            status: 'active',
            created_at: new Date().toISOString(),
          })),
          total: 2500,
        },
      ],
    };
    const serialize = await perCall(() => JSON.stringify(page));
    const me = await perCall(() => app.inject({ url: '/api/me', headers: auth }), 3000);
    const health = await perCall(() => app.inject({ url: '/api/health' }), 3000);
    const us = 'µs';
    const note = `${d.kind}, in-process (no HTTP)`;
    return [
      { name: 'JWT verification (RS256, local key set)', value: jwt, unit: us, note },
      {
        name: 'principal from the cache',
        value: hit,
        unit: us,
        baseline: { name: `principal read from ${d.kind}`, value: read },
        ratio: hit / read,
      },
      {
        name: 'access decision, policy memoised beside the principal',
        value: decide,
        unit: us,
        baseline: { name: 'same, for a principal object the policy has not seen', value: fresh },
        ratio: decide / fresh,
      },
      { name: 'JSON.stringify of a 50-row page', value: serialize, unit: us },
      {
        name: 'signed-in GET /api/me through inject (cached principal)',
        value: me,
        unit: us,
        baseline: { name: 'public GET /api/health through inject', value: health },
        ratio: me / health,
      },
    ];
  } finally {
    await app.close();
    await d.drop();
  }
}
