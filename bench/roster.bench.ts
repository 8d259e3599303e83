// #12: OneRoster 1.2 CSV import (server/roster/, docs/rostering.md) of a generated school with
// 20,000 users and 100,000 enrolments (bench/helpers/roster-bundle.ts) into a fresh tenant schema
// on the throwaway PostgreSQL server, against a COPY of the same rows into the same tables of a
// second fresh schema in the same run; the import's peak memory above what the process held
// before it; and a second import of the same bundle, which must change nothing.
// BENCH_ROSTER_SCALE (default 1) shrinks the school for a quick run.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import type { BenchResult } from './types.ts';
import { postgresUrl } from './helpers/large.ts';
import { rosterSize, writeRosterZip } from './helpers/roster-bundle.ts';
import { COPY_COLUMNS, writeCopyFiles } from './helpers/roster-copy.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { freshDatabase } from './helpers/roster-db.ts';
import { importOneRoster, type ImportResult } from '../server/roster/import.ts';
import { tenantBySchema } from '../server/db/tenant.ts';

const IMPORTED = 'rosterimport_lms';
const COPIED = 'rostercopy_lms';
const TABLES = ['orgs', 'terms', 'courses', 'sections', 'parties', 'enrollments', 'section_teachers'];
const MB = 1024 * 1024;

/** Rows per table and the sum of their versions: equal before and after means nothing changed. */
async function fingerprint(db: Db, schema: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TABLES) {
    const hasVersion = t !== 'section_teachers';
    const r = await sql<{ n: number; v: number }>`SELECT count(*)::int AS n,
      ${sql.raw(hasVersion ? 'coalesce(sum(version), 0)::int' : '0')} AS v FROM ${sql.id(schema)}.${sql.id(t)}`.execute(
      db,
    );
    out[t] = `${r.rows[0].n} rows, versions ${r.rows[0].v}`;
  }
  return out;
}

/** Peak rss and heapUsed, sampled every 50 ms, above what they were when sampling began. */
function sampleMemory() {
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const take = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(take, 50);
  return () => {
    clearInterval(timer);
    take();
    return { rss: (rss - base.rss) / MB, heap: (heap - base.heapUsed) / MB, baseRss: base.rss / MB };
  };
}

/** The app's pool (database.ts) with Kysely's log hook: database time per kind of statement. */
function timedDb(databaseUrl: string) {
  const spent = new Map<string, { ms: number; n: number }>();
  const log = (e: LogEvent) => {
    const table = new RegExp(`"${IMPORTED}"\\."?(\\w+)`).exec(e.query.sql)?.[1] ?? '';
    const kind = e.query.sql.includes('WITH v (') ? 'upsert' : e.query.sql.trim().split(/\s/)[0].toLowerCase();
    const k = `${kind} ${table}`.trim();
    const t = spent.get(k) ?? { ms: 0, n: 0 };
    spent.set(k, { ms: t.ms + e.queryDurationMillis, n: t.n + 1 });
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), log }) as Db;
  const top = () => {
    const all = [...spent.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const total = all.reduce((s, [, t]) => s + t.ms, 0) / 1000;
    const each = all.slice(0, 5).map(([k, t]) => `${k} ${(t.ms / 1000).toFixed(2)} s (${t.n})`);
    spent.clear();
    return { total, text: each.join(', ') };
  };
  return { db, top };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await run();
  return [r, (performance.now() - t0) / 1000];
}

const summary = (r: ImportResult) =>
  Object.entries(r.counts)
    .map(([f, c]) => `${f} ${c.create}/${c.update}/${c.delete}`)
    .join(', ');

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const adminUrl = postgresUrl();
  if (!adminUrl) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const scale = Number(process.env.BENCH_ROSTER_SCALE ?? 1);
  const n = rosterSize(scale);
  const users = n.students + n.teachers;
  const enrolments = n.classes + n.students * 5;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'roster-bench-'));
  chmodSync(dir, 0o755); // the server process reads the COPY files
  const databaseUrl = await freshDatabase(adminUrl, 'lms_roster_bench', [IMPORTED, COPIED]);
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 2 });
  const logged = timedDb(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const zipPath = path.join(dir, 'oneroster.zip');
    const [csvBytes, genSeconds] = await timed(async () => writeRosterZip(n, zipPath));
    const grades = await sql<{ code: string; id: number }>`SELECT code, id FROM ${sql.id(COPIED)}.grade_levels`.execute(
      d.db,
    );
    const copyFiles = writeCopyFiles(n, dir, new Map(grades.rows.map((g) => [g.code, g.id])));
    log(
      `${users} users, ${n.classes} classes, ${enrolments} enrolments: ${(csvBytes / MB).toFixed(1)} MB of CSV written in ${genSeconds.toFixed(1)} s`,
    );

    // the baseline: COPY of the same rows, in one transaction like the import
    const [, copySeconds] = await timed(async () => {
      await client.query('BEGIN');
      for (const [table, cols] of Object.entries(COPY_COLUMNS))
        await client.query(`COPY ${COPIED}.${table} (${cols.join(', ')}) FROM '${copyFiles[table]}'`);
      await client.query('COMMIT');
    });
    log(`COPY: ${copySeconds.toFixed(2)} s`);

    const tenant = (await tenantBySchema(d.db, IMPORTED))!;
    const stop = sampleMemory();
    const [first, importSeconds] = await timed(() => importOneRoster(logged.db, tenant, zipPath));
    const mem = stop();
    const firstDb = logged.top();
    if (!first.ok) throw new Error(`the import refused the bundle: ${JSON.stringify(first.errors.slice(0, 5))}`);
    log(`import: ${importSeconds.toFixed(2)} s (${summary(first)})`);
    log(`  in the database ${firstDb.total.toFixed(2)} s: ${firstDb.text}`);
    const imported = await fingerprint(d.db, IMPORTED);
    const copied = await fingerprint(d.db, COPIED);
    const rows = (f: Record<string, string>) => TABLES.map((t) => `${t} ${f[t].split(' ')[0]}`).join(', ');
    // the baseline must have written the same rows (else the ratio compares different work)
    const same = rows(imported) === rows(copied) ? 'the same rows as the COPY' : `COPY wrote ${rows(copied)}`;

    const [again, againSeconds] = await timed(() => importOneRoster(logged.db, tenant, zipPath));
    const againDb = logged.top();
    const after = await fingerprint(d.db, IMPORTED);
    const changed = Object.values(again.counts).reduce((s, c) => s + c.create + c.update + c.delete, 0);
    const unchanged = again.ok && changed === 0 && JSON.stringify(after) === JSON.stringify(imported);
    log(`re-import: ${againSeconds.toFixed(2)} s (${summary(again)}); tables ${unchanged ? 'unchanged' : 'CHANGED'}`);
    log(`  in the database ${againDb.total.toFixed(2)} s: ${againDb.text}`);

    const size = `${users} users, ${n.classes} classes, ${enrolments} enrolments${scale === 1 ? '' : ` (scale ${scale})`}`;
    const ratio = importSeconds / copySeconds;
    return [
      {
        name: `OneRoster import, ${size}`,
        value: importSeconds,
        unit: 's',
        baseline: { name: 'COPY of the same rows into the same tables', value: copySeconds },
        ratio,
        target: '<= 3 x baseline',
        note: `${ratio <= 3 ? 'met' : 'NOT met'}; PostgreSQL; ${rows(imported)}, ${same}; counts create/update/delete: ${summary(first)}; in the database ${firstDb.total.toFixed(1)} s, most in ${firstDb.text}`,
      },
      {
        name: 'OneRoster import: peak heapUsed above the start',
        value: mem.heap,
        unit: 'MB',
        baseline: { name: 'CSV in the bundle, uncompressed', value: csvBytes / MB },
        ratio: mem.heap / (csvBytes / MB),
        target: 'streamed, not loaded whole',
        note: `peak rss ${mem.rss.toFixed(1)} MB above ${mem.baseRss.toFixed(0)} MB; sampled every 50 ms`,
      },
      {
        name: 'OneRoster re-import of the same bundle',
        value: againSeconds,
        unit: 's',
        baseline: { name: 'COPY of the same rows', value: copySeconds },
        ratio: againSeconds / copySeconds,
        target: 'changes nothing',
        note: `${unchanged ? 'changed nothing' : 'CHANGED ROWS'}: counts ${summary(again)}; ${rows(after)}; in the database ${againDb.total.toFixed(1)} s`,
      },
    ];
  } finally {
    await client.end();
    await logged.db.destroy();
    await d.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
