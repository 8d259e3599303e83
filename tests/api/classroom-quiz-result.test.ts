// A student's quiz result per question (server/classroom/quiz-result.ts) with real sign-ins: before the grade
// is released (and for an open attempt) only `released: false`, no answer key; after release each question's
// answer, right / wrong / partly / waiting and its points; the correct answers only when the quiz's
// show_answers setting allows; another user's attempt is 404.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);

const QUESTIONS = [
  { kind: 'multiple_choice', stem: 'What drives the water cycle?', choices: ['Moon', 'Sun'], answer: 1, points: 1 },
  { kind: 'multiple_choice', stem: 'Most fresh water is in?', choices: ['Ice caps', 'Rivers'], answer: 0, points: 1 },
  { kind: 'fill_in', stem: 'Vapour to liquid is ____.', choices: [], answer: ['condensation'], points: 2 },
  { kind: 'essay', stem: 'Explain the cycle.', choices: [], answer: 'All four stages', points: 5 },
  { kind: 'short_answer', stem: 'Name a gas.', choices: [], answer: 'Oxygen', points: 1 },
];
const RESPONSES = [1, 1, 'Condensation.', 'Sun heats water', 'Nitrogen'];

/** a quiz of QUESTIONS, one attempt answered with RESPONSES and submitted; answers the ids */
async function takenQuiz(title: string, showAnswers?: boolean) {
  const id = await c.assignment(title);
  const quiz = { shuffle: false, time_limit_minutes: null, max_attempts: 1, questions: QUESTIONS };
  const made = await t.call(TEACHER, 'PUT', `/api/assignments/${id}/quiz`, { ...quiz, show_answers: showAnswers });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const attempt = (await t.call(STUDENT, 'POST', `/api/assignments/${id}/quiz/attempts`)).body.data;
  const result = () => t.call(STUDENT, 'GET', `/api/quiz-attempts/${attempt.id}/result`);
  expect((await result()).body).toEqual({ data: { released: false } }); // open
  for (const [i, q] of attempt.questions.entries()) {
    const r = await t.call(STUDENT, 'PUT', `/api/quiz-attempts/${attempt.id}/answers/${q.id}`, {
      response: RESPONSES[i],
    });
    expect(r.status).toBe(200);
  }
  expect((await t.call(STUDENT, 'POST', `/api/quiz-attempts/${attempt.id}/submit`)).status).toBe(200);
  const essay = attempt.questions[3].id;
  const scored = await t.call(TEACHER, 'PUT', `/api/quiz-attempts/${attempt.id}/answers/${essay}/score`, {
    points: 3,
  });
  expect(scored.status).toBe(200);
  return { id, attempt: attempt.id as number, questions: attempt.questions as { id: number }[], result };
}

describe('quiz result per question', () => {
  it('after release: each answer right, wrong, partly or waiting with its points, and no key when not allowed', async () => {
    const { id, attempt, questions, result } = await takenQuiz('Result without key');
    const before = await result();
    expect(before.body).toEqual({ data: { released: false } });
    expect(JSON.stringify(before.body)).not.toContain('condensation');
    expect((await t.call(TEACHER, 'GET', `/api/quiz-attempts/${attempt}/result`)).status).toBe(404);
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/release`)).body).toEqual({ released: 1 });
    const after = (await result()).body.data;
    expect(after).toMatchObject({ released: true, number: 1, score: 1 + 2 + 3, max_points: 10, show_answers: false });
    expect(
      after.questions.map((q: { id: number; state: string; points: number | null; max_points: number }) => [
        q.id,
        q.state,
        q.points,
        q.max_points,
      ]),
    ).toEqual([
      [questions[0].id, 'right', 1, 1],
      [questions[1].id, 'wrong', 0, 1],
      [questions[2].id, 'right', 2, 2],
      [questions[3].id, 'partly', 3, 5],
      [questions[4].id, 'pending', null, 1],
    ]);
    expect(after.questions.map((q: { response: unknown }) => q.response)).toEqual(RESPONSES);
    expect(after.questions.some((q: object) => 'answer' in q)).toBe(false);
    expect(JSON.stringify(after)).not.toMatch(/condensation"|All four stages|Oxygen/);
  });

  it('shows the correct answers when the quiz allows it, only once released', async () => {
    const { id, result } = await takenQuiz('Result with key', true);
    expect((await result()).body).toEqual({ data: { released: false } });
    const back = await t.call(TEACHER, 'GET', `/api/assignments/${id}/quiz`);
    expect(back.body.data.show_answers).toBe(true);
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/submissions/${c.me}/return`)).status).toBe(200);
    const after = (await result()).body.data;
    expect(after.show_answers).toBe(true);
    expect(after.questions.map((q: { answer: unknown }) => q.answer)).toEqual(QUESTIONS.map((q) => q.answer));
  });
});
