// The quiz routes of the classroom. Teachers (assignment.update / grade.update and the section's
// own teacher or an administrator): make the quiz from a saved question-generator output, read and
// edit it, list attempts, give points to what waits, item analysis. Students (signed in, enrolled):
// start or resume an attempt, read it back, save each answer, submit, its result per question once released.
import { Type, type TSchema } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { quizForTeacher, quizFromSaved, saveQuiz } from './quiz.ts';
import { attemptView, ownAttempt, saveAnswer, startAttempt } from './quiz-attempts.ts';
import { scoreAnswer, submitAttempt } from './quiz-grading.ts';
import { itemAnalysis, quizAttempts } from './quiz-analysis.ts';
import { attemptResult } from './quiz-result.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Id = Type.Object({ id: Num });
const AttemptQ = Type.Object({ id: Num, questionId: Num });
const closed = <T extends Record<string, TSchema>>(props: T) => Type.Object(props, { additionalProperties: false });
const Settings = {
  shuffle: Type.Boolean(),
  time_limit_minutes: Type.Union([Type.Integer({ minimum: 1, maximum: 1440 }), Type.Null()]),
  max_attempts: Type.Integer({ minimum: 1, maximum: 100 }),
  show_answers: Type.Optional(Type.Boolean()),
};
const Question = closed({
  kind: Type.Union(['multiple_choice', 'fill_in', 'short_answer', 'essay'].map((k) => Type.Literal(k))),
  stem: Type.String({ minLength: 1, maxLength: 5000 }),
  choices: Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), { maxItems: 10 }),
  answer: Type.Union([
    Type.Integer({ minimum: 0 }),
    Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 20 }),
    Type.String({ maxLength: 5000 }),
    Type.Null(),
  ]),
  points: Type.Number({ minimum: 0, maximum: 1000 }),
});
const QuizBody = closed({ ...Settings, questions: Type.Array(Question, { minItems: 1, maxItems: 200 }) });
const FromSaved = closed({ saved_id: Type.Integer({ minimum: 1 }), ...Settings });
const Answer = closed({ response: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 20_000 })]) });
const Points = closed({ points: Type.Number({ minimum: 0 }) });
const Data = Type.Object({ data: Type.Unknown() });
const ok = replies({ 200: Data });

export function quizRoutes(app: App) {
  const db = app.database.db;
  const teacher = { access: 'assignment.update' };
  const grader = { access: 'grade.update' };
  const student = { access: 'authenticated' };
  const base = '/api/assignments/:id/quiz';
  const p = (req: { principal?: unknown }) => req.principal as Parameters<typeof saveQuiz>[2];
  app.post(
    `${base}/from-saved`,
    { config: teacher, schema: { params: Id, body: FromSaved, response: ok } },
    async (req) => {
      const { saved_id, ...settings } = req.body;
      return { data: await quizFromSaved(db, req.tenant!, p(req), +req.params.id, saved_id, settings) };
    },
  );
  app.get(base, { config: teacher, schema: { params: Id, response: ok } }, async (req) => ({
    data: await quizForTeacher(db, req.tenant!, p(req), +req.params.id),
  }));
  app.put(base, { config: teacher, schema: { params: Id, body: QuizBody, response: ok } }, async (req) => ({
    data: await saveQuiz(db, req.tenant!, p(req), +req.params.id, req.body as Parameters<typeof saveQuiz>[4]),
  }));
  app.get(`${base}/analysis`, { config: grader, schema: { params: Id, response: ok } }, async (req) => ({
    data: await itemAnalysis(db, req.tenant!, p(req), +req.params.id),
  }));
  app.get(`${base}/attempts`, { config: grader, schema: { params: Id, response: ok } }, async (req) => ({
    data: await quizAttempts(db, req.tenant!, p(req), +req.params.id),
  }));
  app.post(
    `${base}/attempts`,
    { config: student, schema: { params: Id, response: replies({ 201: Data }) } },
    async (req, reply) => reply.code(201).send({ data: await startAttempt(db, req.tenant!, p(req), +req.params.id) }),
  );
  app.get('/api/quiz-attempts/:id', { config: student, schema: { params: Id, response: ok } }, async (req) => ({
    data: await attemptView(db, req.tenant!, p(req), await ownAttempt(db, req.tenant!, p(req), +req.params.id)),
  }));
  app.get('/api/quiz-attempts/:id/result', { config: student, schema: { params: Id, response: ok } }, async (req) => ({
    data: await attemptResult(db, req.tenant!, p(req), +req.params.id),
  }));
  app.put(
    '/api/quiz-attempts/:id/answers/:questionId',
    { config: student, schema: { params: AttemptQ, body: Answer, response: ok } },
    async (req) => {
      await saveAnswer(db, req.tenant!, p(req), +req.params.id, +req.params.questionId, req.body.response);
      return { data: { saved: true } };
    },
  );
  app.post('/api/quiz-attempts/:id/submit', { config: student, schema: { params: Id, response: ok } }, async (req) => ({
    data: await submitAttempt(db, req.tenant!, p(req), +req.params.id, app.jobs),
  }));
  app.put(
    '/api/quiz-attempts/:id/answers/:questionId/score',
    { config: grader, schema: { params: AttemptQ, body: Points, response: ok } },
    async (req) => {
      await scoreAnswer(db, req.tenant!, p(req), +req.params.id, +req.params.questionId, req.body.points, app.jobs);
      return { data: { ok: true } };
    },
  );
}
