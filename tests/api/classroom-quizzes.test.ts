// Quizzes of the classroom (server/classroom/quiz*.ts) with real sign-ins: a question-generator
// output saved in My collection becomes a quiz, the teacher edits it, the student starts an attempt,
// saves answers one by one (read back after a "reload"), submits; multiple choice and fill in mark
// themselves, the essay waits for the teacher; the grade is the best attempt in grades; item
// analysis; refusals (time up by the server clock, submitted, attempts used, wrong kinds).
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const db = () => t.app.database.db;
const GENERATED = `1. What drives the water cycle?
A) The Moon
B) The Sun
C) Wind
D) Rocks

2. Where is most fresh water?
A) Rivers
B) Lakes
C) Ice caps
D) Clouds

Answer key
1. B
2. C`;
const settings = { shuffle: false, time_limit_minutes: 30, max_attempts: 2 };

const save = async (toolSlug: string, output: string) =>
  (
    await t.call(TEACHER, 'POST', '/api/tools/collection', {
      toolSlug,
      title: 'Saved',
      inputs: { questionType: 'multiple-choice' },
      output,
    })
  ).body.id;
const gradeOf = async (id: number) =>
  (
    await sql<{ score: number }>`SELECT score::float8 AS score FROM lms.grades WHERE assignment_id = ${id}
      AND student_party_id = ${c.me}`.execute(db())
  ).rows[0]?.score;
const answer = (attempt: number, q: number, response: unknown) =>
  t.call(STUDENT, 'PUT', `/api/quiz-attempts/${attempt}/answers/${q}`, { response });

async function quizAssignment(title: string) {
  const id = await c.assignment(title);
  const r = await t.call(TEACHER, 'POST', `/api/assignments/${id}/quiz/from-saved`, {
    saved_id: await save('question-generator', GENERATED),
    ...settings,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { id, quiz: r.body.data };
}

describe('quizzes', () => {
  it('from a generated question set to a graded attempt, the best attempt in the gradebook, item analysis', async () => {
    const { id, quiz } = await quizAssignment('Water quiz');
    expect(quiz.questions.map((q: { kind: string; answer: number }) => [q.kind, q.answer])).toEqual([
      ['multiple_choice', 1],
      ['multiple_choice', 2],
    ]);
    const edited = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/quiz`, {
      ...settings,
      questions: [
        ...quiz.questions.map(({ id: _, ...q }: { id: number }) => q),
        { kind: 'fill_in', stem: 'Vapour to liquid is ____.', choices: [], answer: ['condensation'], points: 2 },
        { kind: 'essay', stem: 'Explain the cycle.', choices: [], answer: 'All four stages', points: 5 },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [q1, q2, fill, essay] = edited.body.data.questions.map((q: { id: number }) => q.id);

    const first = await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.questions[0]).not.toHaveProperty('answer');
    expect(Date.parse(first.body.data.deadline) - Date.parse(first.body.data.started_at)).toBe(30 * 60_000);
    const attempt = first.body.data.id;
    expect((await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`)).body.data.id).toBe(attempt);
    for (const [q, r] of [
      [q1, 1],
      [q2, 0],
      [fill, ' Condensation. '],
      [essay, 'Evaporation and rain'],
    ] as const)
      expect((await answer(attempt, q, r)).status).toBe(200);
    const reloaded = await t.call(STUDENT, 'GET', `/api/quiz-attempts/${attempt}`);
    expect(reloaded.body.data.answers).toEqual({
      [q1]: 1,
      [q2]: 0,
      [fill]: ' Condensation. ',
      [essay]: 'Evaporation and rain',
    });
    const submitted = await t.call(STUDENT, 'POST', `/api/quiz-attempts/${attempt}/submit`);
    expect(submitted.body.data.score, JSON.stringify(submitted.body)).toBe(3); // 1 + 0 + 2, the essay waits
    expect(await gradeOf(id)).toBe(3);
    const mine = (await t.call(STUDENT, 'GET', '/api/my/assignments')).body.data.find(
      (a: { id: number }) => a.id === id,
    );
    expect(mine).toMatchObject({ status: 'submitted', released: false });
    const scored = await t.call(TEACHER, 'PUT', `/api/quiz-attempts/${attempt}/answers/${essay}/score`, { points: 4 });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect(await gradeOf(id)).toBe(7);

    const second = (await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`)).body.data;
    expect(second.number).toBe(2);
    await answer(second.id, q1, 0);
    await answer(second.id, q2, 2);
    expect((await t.call(STUDENT, 'POST', `/api/quiz-attempts/${second.id}/submit`)).body.data.score).toBe(1);
    expect(await gradeOf(id)).toBe(7); // the better attempt stays
    const third = await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`);
    expect([third.status, third.body.error.code]).toEqual([409, 'quiz_attempts_used']);

    const analysis = (await t.call(TEACHER, 'GET', `/api/assignments/${id}/quiz/analysis`)).body.data;
    expect(analysis.attempts).toBe(2);
    expect(
      analysis.questions.map((q: { percent_correct: number; pending: number }) => [q.percent_correct, q.pending]),
    ).toEqual([
      [50, 0],
      [50, 0],
      [50, 0],
      [0, 1],
    ]);
    expect(analysis.questions[1].choices.map((ch: { picked: number }) => ch.picked)).toEqual([1, 0, 1, 0]);
  });

  it('refuses with a code and stores nothing', async () => {
    const { id, quiz } = await quizAssignment('Timed quiz');
    const attempt = (await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`)).body.data.id;
    const q = quiz.questions[0].id;
    const bad = await answer(attempt, q, 'not an index');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_failed']);
    for (const choice of [quiz.questions[0].choices.length, 2 ** 40])
      expect((await answer(attempt, q, choice)).status).toBe(400);
    expect((await answer(attempt, 999_999_999, 0)).status).toBe(404);
    const notMine = await t.call(TEACHER, 'PUT', `/api/quiz-attempts/${attempt}/answers/${q}`, { response: 0 });
    expect(notMine.status).toBe(404);
    // the server clock passes the deadline
    await sql`UPDATE lms.quiz_attempts SET deadline = now() - interval '1 second' WHERE id = ${attempt}`.execute(db());
    const late = await answer(attempt, q, 1);
    expect([late.status, late.body.error.code]).toEqual([409, 'quiz_time_up']);
    expect((await t.call(STUDENT, 'GET', `/api/quiz-attempts/${attempt}`)).body.data.answers).toEqual({});
    expect((await t.call(STUDENT, 'POST', `/api/quiz-attempts/${attempt}/submit`)).status).toBe(200);
    const after = await answer(attempt, q, 1);
    expect([after.status, after.body.error.code]).toEqual([409, 'attempt_submitted']);
    const edit = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/quiz`, {
      ...settings,
      questions: quiz.questions.map(({ id: _, ...x }: { id: number }) => x),
    });
    expect([edit.status, edit.body.error.code]).toEqual([409, 'conflict']);
    expect((await t.call(TEACHER, 'GET', `/api/quiz-attempts/${attempt}`)).status).toBe(404);
    const text = await c.assignment('Not a quiz');
    const cases: [string, 'POST', string, unknown, number, string][] = [
      [STUDENT, 'POST', `/api/assignments/${text}/quiz/attempts`, undefined, 422, 'submission_kind_mismatch'],
      [
        TEACHER,
        'POST',
        `/api/assignments/${text}/quiz/from-saved`,
        { saved_id: await save('rubric-generator', GENERATED), ...settings },
        404,
        'not_found',
      ],
      [
        TEACHER,
        'POST',
        `/api/assignments/${text}/quiz/from-saved`,
        { saved_id: await save('question-generator', 'Sorry.'), ...settings },
        422,
        'quiz_unreadable',
      ],
    ];
    for (const [who, method, url, body, status, code] of cases) {
      const r = await t.call(who, method, url, body);
      expect([r.status, r.body.error?.code], `${url} ${JSON.stringify(r.body)}`).toEqual([status, code]);
    }
  });
});
