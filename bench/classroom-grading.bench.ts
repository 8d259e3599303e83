// #31: the grading view's next student. GET /api/assignments/{id}/work/{studentId} (what the grading
// view fetches on Previous / Next) as the demo teacher, for 30 students in turn, each with two
// handed-in versions of an essay, a grade with a comment and four rubric levels chosen (given
// through the teacher's own calls), p50 against the statements the route's studentWork sends for
// the same student (recorded in process, then replayed directly through pg), one request at a time,
// in turn, so the machine's load falls on both alike. The target (< 150 ms after the click)
// is a browser figure; this is the request under it.
import { sql } from 'kysely';
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { call, classroom, figure, TEACHER } from './helpers/classroom.ts';
import { interleaved, principalOf, requestFloor } from './helpers/large.ts';
import { recordingDb, replay, type Statement } from './helpers/statements.ts';
import { signIn } from './files.bench.ts';
import { studentWork } from '../server/classroom-teaching/views.ts';
import { tenantOf } from '../server/db/tenant.ts';

const STUDENTS = 30;
const ROUNDS = 7;
const ESSAY = 'The water cycle moves water between the oceans, the air and the land. '.repeat(40);
const LEVELS = ['Beginning', 'Developing', 'Proficient', 'Exemplary'];
const CRITERIA = ['Thesis', 'Evidence', 'Organisation', 'Conventions'];

interface Criterion {
  id: number;
  levels: { id: number }[];
}

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const c = await classroom(log);
  try {
    const token = await signIn(c.served.url, TEACHER);
    const a = await c.assignment('Grading bench essay');
    const ids = c.students.slice(0, STUDENTS).map((s) => s.partyId);
    await sql`WITH s AS (INSERT INTO lms.submissions (assignment_id, student_party_id, status)
        SELECT ${a}, unnest(${ids}::int[]), 'submitted' RETURNING id)
      INSERT INTO lms.submission_versions (submission_id, version, body_text, late)
        SELECT s.id, v, ${ESSAY} || ' (version ' || v || ')', false FROM s, generate_series(1, 2) v`.execute(
      c.database.db,
    );
    const rubric = {
      criteria: CRITERIA.map((title) => ({
        title,
        description: `${title} of the essay`,
        levels: LEVELS.map((l, i) => ({ title: l, description: `${l} ${title.toLowerCase()}`, points: (i + 1) * 6 })),
      })),
    };
    const stored = (await call<{ data: Criterion[] }>(c.served, token, 'PUT', `/api/assignments/${a}/rubric`, rubric))
      .data;
    for (const [k, sid] of ids.entries())
      await call(c.served, token, 'PUT', `/api/assignments/${a}/submissions/${sid}/grade`, {
        comment: `Clear thesis; cite one more source (student ${k + 1}).`,
        rubric: stored.map((cr, j) => ({ criterion_id: cr.id, level_id: cr.levels[(k + j) % 4].id, comment: 'ok' })),
      });
    const work = async (sid: number) =>
      (
        await call<{ data: { versions: unknown[]; rubric: unknown[] } }>(
          c.served,
          token,
          'GET',
          `/api/assignments/${a}/work/${sid}`,
        )
      ).data;
    const sample = await work(ids[0]);
    if (sample.versions.length !== 2 || sample.rubric.length !== CRITERIA.length)
      throw new Error(`the grading view's read is not what was stored: ${JSON.stringify(sample).slice(0, 300)}`);

    // the statements studentWork sends for each student, to replay directly
    const rec = recordingDb(c.databaseUrl);
    const principal = await principalOf(c.databaseUrl, TEACHER);
    const statements = new Map<number, Statement[]>();
    try {
      for (const sid of ids) {
        await studentWork(rec.db, tenantOf(rec.db, principal), principal, a, sid);
        statements.set(sid, rec.take());
      }
    } finally {
      await rec.close();
    }
    let next = 0;
    const [direct, http] = await interleaved(STUDENTS * ROUNDS, [
      () => replay(c.client, statements.get(ids[next % STUDENTS])!),
      async () => {
        await work(ids[next % STUDENTS]);
        next++;
      },
    ]);
    const floor = await requestFloor(c.served, token);
    return [
      figure(
        `grading view, next student's work (GET /api/assignments/:id/work/:studentId, ${STUDENTS} students): p50`,
        0.5,
        http,
        direct,
        `the same ${statements.get(ids[0])!.length} statements via pg directly`,
        {
          target: '< 150 ms after the click (#31, browser)',
          note: `p90 ${quantile(http, 0.9).toFixed(2)} vs ${quantile(direct, 0.9).toFixed(2)} ms; ${http.length} requests one at a time; ${floor}`,
        },
      ),
    ];
  } finally {
    await c.close();
  }
}
