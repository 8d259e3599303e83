// #11: /teacher/my-students (query classes/my_students) and a section's roster (sections/enrollments,
// the roster tab) for the large seeded school (bench/seed-large.ts, 20,000 students), p50 through
// the real server's list API against the statement it compiles, issued directly through pg.
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { largeDatabase, listPair, p50Figure, principalOf, serve, type ListPage } from './helpers/large.ts';
import { LARGE_ADMIN, LARGE_TEACHER } from './seed-large.ts';
import { openDatabase } from '../server/db/database.ts';
import { sql } from 'kysely';
import os from 'node:os';

const MY_STUDENTS: ListPage = {
  bizobjfile: 'classes',
  api: 'my_students',
  sort: [['student', 'asc']],
  rowoffset: 0,
  rowsize: 20,
};

/** The roster tab's first page: the teacher's largest section this term, as DataGrid asks for it. */
async function rosterPage(databaseUrl: string): Promise<ListPage> {
  const p = await principalOf(databaseUrl, LARGE_TEACHER);
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 1 });
  const s = sql.id(p.schema);
  const r = await sql<{ id: number }>`SELECT sec.id FROM ${s}.sections sec
    WHERE sec.teacher_party_id = ${p.partyId} ORDER BY (SELECT count(*) FROM ${s}.enrollments e WHERE e.section_id = sec.id) DESC, sec.id LIMIT 1`.execute(
    d.db,
  );
  await d.close();
  return {
    bizobjfile: 'sections',
    api: 'enrollments',
    filter: [['section_id', '=', r.rows[0].id]],
    sort: [
      ['withdrawn_at', 'desc'],
      ['student', 'asc'],
    ],
    rowoffset: 0,
    rowsize: 20,
  };
}

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const { databaseUrl, counts } = await largeDatabase(log);
  const served = await serve({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' });
  try {
    const out: BenchResult[] = [];
    const cases: [string, string, ListPage][] = [
      ['/teacher/my-students as the teacher', LARGE_TEACHER, MY_STUDENTS],
      ['/teacher/my-students as an administrator (every student this term)', LARGE_ADMIN, MY_STUDENTS],
      ['section roster as the teacher', LARGE_TEACHER, await rosterPage(databaseUrl)],
      ['section roster as an administrator', LARGE_ADMIN, await rosterPage(databaseUrl)],
    ];
    for (const [name, email, page] of cases) {
      const r = await listPair(served, databaseUrl, email, page);
      out.push(
        p50Figure(
          name,
          r.http,
          r.direct,
          `${r.rows} rows of ${r.total}; in process (runList, no HTTP) p50 ${quantile(r.inProcess, 0.5).toFixed(2)} ms; ${r.floor}; ${JSON.stringify(counts)}`,
        ),
      );
    }
    return out;
  } finally {
    await served.stop();
  }
}
