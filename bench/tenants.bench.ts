// Tenants at scale (docs/scaling.md): a copy of the large seeded database (bench/seed-large.ts,
// 58 tenants) grown to BENCH_TENANTS (default 1,000) tenant schemas on one PostgreSQL server. One
// tenant's list page through the real server is timed before and after, in the same server
// process; the time to create a tenant (its platform rows and every tenant migration on a new
// schema) and to run the migrations over all schemas once they are current are reported too.
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import type { BenchResult } from './types.ts';
import { largeDatabase, postgresUrl, samples, serve, tokenFor } from './helpers/large.ts';
import { quantile } from './helpers/stats.ts';
import { LARGE_ADMIN } from './seed-large.ts';
import { PAGE } from './listmodel.bench.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrateAll } from '../server/db/migrate.ts';
import { provisionTenant } from '../server/tenants/provision.ts';

const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
const COPY = 'lms_bench_tenants';

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  await largeDatabase(log);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${COPY} TEMPLATE lms_bench`);
  const url = new URL(adminUrl);
  url.pathname = `/${COPY}`;
  const databaseUrl = url.toString();
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 2 });
  const served = await serve({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' });
  try {
    const token = await tokenFor(served.env, LARGE_ADMIN);
    const page = async () => {
      const r = await fetch(`${served.url}/api/query/listmodel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(PAGE),
      });
      if (!r.ok) throw new Error(`list page: HTTP ${r.status}`);
      await r.arrayBuffer();
    };
    const count = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM platform.tenants`.execute(d.db)).rows[0].n;
    const before = await count();
    const few = await samples(300, page, 30);
    log(`${before} tenants: list page p50 ${quantile(few, 0.5).toFixed(2)} ms`);

    const creates: number[] = [];
    for (let i = before; i < TENANTS; i++) {
      const t0 = performance.now();
      await provisionTenant(d.db, { schema: `scale${i}_lms`, title: `Scale school ${i}`, tenantModel: 'B2B' });
      creates.push(performance.now() - t0);
      if (creates.length % 100 === 0) log(`${i + 1} tenants, last create ${creates.at(-1)!.toFixed(0)} ms`);
    }
    const after = await count();
    const many = await samples(300, page, 30);
    log(`${after} tenants: list page p50 ${quantile(many, 0.5).toFixed(2)} ms`);
    const t0 = performance.now();
    await migrateAll(d.db);
    const migrateSeconds = (performance.now() - t0) / 1000;
    const [p50few, p50many] = [quantile(few, 0.5), quantile(many, 0.5)];
    const note = `${after} tenant schemas on one PostgreSQL server; the large tenant's students page, 300 requests in a row each`;
    return [
      {
        name: `list page p50 with ${after} tenants`,
        value: p50many,
        unit: 'ms',
        baseline: { name: `with ${before} tenants, same server process`, value: p50few },
        ratio: p50many / p50few,
        target: '<= 1.1 x',
        note,
      },
      {
        name: 'create a tenant (platform rows and every tenant migration), p50',
        value: quantile(creates, 0.5),
        unit: 'ms',
        note: `${creates.length} created, p90 ${quantile(creates, 0.9).toFixed(0)} ms, total ${(creates.reduce((s, x) => s + x, 0) / 1000).toFixed(0)} s`,
      },
      {
        name: `migrate all ${after} schemas when current`,
        value: migrateSeconds,
        unit: 's',
        note: 'checks every schema for pending migrations; a new migration adds its own work per schema',
      },
    ];
  } finally {
    await served.stop();
    await d.close();
    await admin.query(`DROP DATABASE IF EXISTS ${COPY} WITH (FORCE)`);
    await admin.end();
  }
}
