// #13: the assignment average and median report (query reports/assignment_stats, the one request
// behind /assignment-average-report and /assignment-median-report: every assignment of a term with
// its average and median, up to 500 rows) over the large seeded school (20,000 students, 200,000
// grades), p50 through the real server's list API against the same aggregate issued directly.
// The /dashboard first-load JS figure is bench/bundle.bench.ts.
import os from 'node:os';
import { sql } from 'kysely';
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { largeDatabase, listPair, p50Figure, serve, type ListPage } from './helpers/large.ts';
import { LARGE_ADMIN, LARGE_SCHEMA, LARGE_TEACHER } from './seed-large.ts';
import { openDatabase } from '../server/db/database.ts';

/** As use-report-rows.ts asks for it: the current term's assignments by due date, 500 rows. */
async function reportPage(databaseUrl: string): Promise<ListPage> {
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 1 });
  const t = await sql<{ id: number }>`SELECT tm.id FROM ${sql.id(LARGE_SCHEMA)}.terms tm, platform.settings st
    JOIN platform.tenants pt ON pt.id = st.tenant_id
    WHERE pt.name = ${LARGE_SCHEMA} AND tm.school_year || '/' || tm.term_name = st.current_year_term`.execute(d.db);
  await d.close();
  return {
    bizobjfile: 'reports',
    api: 'assignment_stats',
    filter: [['term_id', '=', t.rows[0].id]],
    sort: [['due_date', 'asc']],
    rowoffset: 0,
    rowsize: 500,
  };
}

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const { databaseUrl, counts } = await largeDatabase(log);
  const served = await serve({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' });
  try {
    const page = await reportPage(databaseUrl);
    const out: BenchResult[] = [];
    for (const [who, email] of [
      ['an administrator (the whole school)', LARGE_ADMIN],
      ['a teacher (its own sections)', LARGE_TEACHER],
    ]) {
      const r = await listPair(served, databaseUrl, email, page, 60);
      out.push(
        p50Figure(
          `average and median report as ${who}`,
          r.http,
          r.direct,
          `${r.rows} rows of ${r.total}; in process (runList, no HTTP) p50 ${quantile(r.inProcess, 0.5).toFixed(2)} ms; ${r.floor}; ${JSON.stringify(counts)}`,
          'same aggregate via pg directly',
        ),
      );
    }
    return out;
  } finally {
    await served.stop();
  }
}
