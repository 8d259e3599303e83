// #31: a quiz answer saved as the student gives it. PUT /api/quiz-attempts/{id}/answers/{questionId}
// of an open attempt of a 30-question quiz (made by the teacher's PUT .../quiz, started by a bench
// student), cycling through the questions, p50 against the upsert saveAnswer sends for the same
// question (recorded in process, replayed directly through pg, prepared as the server's pool sends a
// statement it has seen before) and against a plain signed-in
// request (GET /api/me, the baseline: p50 under 1.5× of it), taken in turn one at a time.
// GET /api/me answers from the principal cache without a database round trip, so the bench also times
// a bare `SELECT 1` through pg: me + that round trip is the least any request that writes can cost.
// Afterwards the attempt read back holds the last answer sent to each question.
import type { BenchResult } from './types.ts';
import { quantile } from './helpers/stats.ts';
import { call, classroom, figure, TEACHER } from './helpers/classroom.ts';
import { interleaved, principalOf } from './helpers/large.ts';
import { recordingDb, replay, type Statement } from './helpers/statements.ts';
import { signIn } from './files.bench.ts';
import { saveAnswer } from '../server/classroom/quiz-attempts.ts';
import { tenantOf } from '../server/db/tenant.ts';

const QUESTIONS = 30;
const ROUNDS = 7;

/** 20 multiple choice, 5 fill in, 3 short answer, 2 essays */
const question = (i: number) => {
  const kind = i < 20 ? 'multiple_choice' : i < 25 ? 'fill_in' : i < 28 ? 'short_answer' : 'essay';
  return {
    kind,
    stem: `Question ${i + 1}: which layer of the atmosphere holds most of its water vapour?`,
    choices: kind === 'multiple_choice' ? ['Troposphere', 'Stratosphere', 'Mesosphere', 'Thermosphere'] : [],
    answer:
      kind === 'multiple_choice' ? 0 : kind === 'fill_in' ? ['troposphere'] : kind === 'short_answer' ? 'x' : null,
    points: 1,
  };
};

interface Attempt {
  id: number;
  questions: { id: number; kind: string }[];
  answers: Record<string, unknown>;
}

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const c = await classroom(log);
  try {
    const [teacher, student] = await Promise.all([
      signIn(c.served.url, TEACHER),
      signIn(c.served.url, c.students[0].email),
    ]);
    const a = await c.assignment('Quiz bench');
    const quiz = {
      shuffle: false,
      time_limit_minutes: null,
      max_attempts: 1,
      questions: [...Array(QUESTIONS).keys()].map(question),
    };
    await call(c.served, teacher, 'PUT', `/api/assignments/${a}/quiz`, quiz);
    const attempt = (
      await call<{ data: Attempt }>(c.served, student, 'POST', `/api/assignments/${a}/quiz/attempts`, undefined, 201)
    ).data;
    const qs = attempt.questions;
    const response = (q: { kind: string }, round: number) =>
      q.kind === 'multiple_choice' ? round % 4 : `the troposphere (${round})`;

    // the upsert saveAnswer sends for each question (its last statement), to replay directly
    const rec = recordingDb(c.databaseUrl);
    const principal = await principalOf(c.databaseUrl, c.students[0].email);
    const upserts = new Map<number, Statement>();
    try {
      for (const q of qs) {
        await saveAnswer(rec.db, tenantOf(rec.db, principal), principal, attempt.id, q.id, response(q, 0));
        upserts.set(q.id, rec.take().at(-1)!);
      }
    } finally {
      await rec.close();
    }
    let step = 0;
    const last = new Map<number, unknown>();
    const me = async () =>
      (await fetch(`${c.served.url}/api/me`, { headers: { authorization: `Bearer ${student}` } })).text();
    const [direct, http, plain, trip] = await interleaved(QUESTIONS * ROUNDS, [
      () => replay(c.client, [upserts.get(qs[step % QUESTIONS].id)!], true),
      async () => {
        const q = qs[step % QUESTIONS];
        const r = response(q, Math.floor(step / QUESTIONS) + 1);
        await call(c.served, student, 'PUT', `/api/quiz-attempts/${attempt.id}/answers/${q.id}`, { response: r });
        last.set(q.id, r);
      },
      async () => {
        await me();
        step++;
      },
      () => c.client.query('SELECT 1'),
    ]);
    const back = (await call<{ data: Attempt }>(c.served, student, 'GET', `/api/quiz-attempts/${attempt.id}`)).data;
    const lost = qs.filter((q) => JSON.stringify(back.answers[q.id]) !== JSON.stringify(last.get(q.id)));
    if (lost.length) throw new Error(`${lost.length} answers read back differ from the last ones sent`);
    const name = `quiz answer save (PUT /api/quiz-attempts/:id/answers/:questionId, ${QUESTIONS} questions): p50`;
    const note = `p90 ${quantile(http, 0.9).toFixed(2)} ms; ${http.length} saves one at a time; every answer read back`;
    return [
      figure(name, 0.5, http, direct, 'the same upsert via pg directly, prepared as the server sends it', { note }),
      figure(name, 0.5, http, plain, 'a plain signed-in request (GET /api/me)', {
        target: '< 1.5 x a plain signed-in request (#31)',
        note: `${quantile(http, 0.5) < 1.5 * quantile(plain, 0.5) ? 'met' : 'NOT met'}; GET /api/me reads no database: one bare pg round trip (SELECT 1) p50 ${quantile(trip, 0.5).toFixed(2)} ms, so no write can go under ${((quantile(plain, 0.5) + quantile(trip, 0.5)) / quantile(plain, 0.5)).toFixed(2)}x, and this one, with its upsert, not under ${((quantile(plain, 0.5) + quantile(direct, 0.5)) / quantile(plain, 0.5)).toFixed(2)}x`,
      }),
    ];
  } finally {
    await c.close();
  }
}
