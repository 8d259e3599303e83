// Grading a quiz attempt. On submit, multiple choice and fill in the blank are marked against their
// correct answers (fill in: any accepted answer, ignoring case, spacing and end punctuation); short
// answer, essay and questions without a correct answer wait for the teacher, who gives their points.
// The attempt's score is the sum of its answers' points; the gradebook's grade (grades, the one
// store of scores) is the best submitted attempt, held back from the student until released. A quiz
// deep-linked into an LTI platform's course also sends the new grade there (a job queued in the same
// transaction, server/lti/score-job.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, invalidField, notFound } from '../errors.ts';
import { submit } from './submit.ts';
import { readQuiz } from './quiz.ts';
import { attemptView, ownAttempt } from './quiz-attempts.ts';
import { taughtAssignment } from './teacher.ts';
import { auditClassroom } from './grade-audit.ts';
import type { QuizQuestion } from './quiz-parse.ts';
import { queueScorePassback, type ScoreJobs } from '../lti/score-job.ts';

const norm = (s: unknown) =>
  String(s)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?,;:]+$/, '')
    .trim();

/** true/false when the question marks itself, null when it waits for the teacher */
export function autoMark(q: QuizQuestion, response: unknown): boolean | null {
  if (q.kind === 'multiple_choice' && typeof q.answer === 'number') return response === q.answer;
  if (q.kind === 'fill_in' && Array.isArray(q.answer) && q.answer.length)
    return q.answer.some((a) => norm(a) === norm(response));
  return null;
}

/** the attempt's score from its answers, and the student's grade as the best submitted attempt */
async function rescore(trx: Db, tenant: Tenant, attemptId: number, jobs: ScoreJobs) {
  const t = tenant.ident;
  const r = await sql<{ assignment_id: number; student_party_id: number }>`UPDATE ${t}.quiz_attempts
    SET score = (SELECT COALESCE(sum(points), 0) FROM ${t}.quiz_answers WHERE attempt_id = ${attemptId})
    WHERE id = ${attemptId} RETURNING assignment_id, student_party_id`.execute(trx);
  const { assignment_id: a, student_party_id: s } = r.rows[0];
  await sql`INSERT INTO ${t}.grades (assignment_id, student_party_id, score, released)
    SELECT ${a}, ${s}, max(score), false FROM ${t}.quiz_attempts
    WHERE assignment_id = ${a} AND student_party_id = ${s} AND submitted_at IS NOT NULL
    ON CONFLICT (assignment_id, student_party_id) DO UPDATE SET score = EXCLUDED.score, graded_at = now(),
      version = grades.version + 1`.execute(trx);
  await queueScorePassback(jobs, trx, tenant, a, s);
}

export async function submitAttempt(db: Db, tenant: Tenant, p: Principal, attemptId: number, jobs: ScoreJobs) {
  const a = await ownAttempt(db, tenant, p, attemptId);
  if (a.submitted_at) throw new ApiError(409, 'attempt_submitted', 'This attempt was already submitted');
  const quiz = (await readQuiz(db, tenant, a.assignment_id))!;
  await submit(db, tenant, p, a.assignment_id, { quiz: a.id }); // the submission version (late, closed, returned)
  const t = tenant.ident;
  await db.transaction().execute(async (trx) => {
    const done = await sql`UPDATE ${t}.quiz_attempts SET submitted_at = now() WHERE id = ${a.id}
      AND submitted_at IS NULL`.execute(trx);
    if (!Number(done.numAffectedRows)) throw new ApiError(409, 'attempt_submitted', 'Already submitted');
    const saved = await sql<{ question_id: number; response: unknown }>`SELECT question_id, response
      FROM ${t}.quiz_answers WHERE attempt_id = ${a.id}`.execute(trx);
    const given = new Map(saved.rows.map((r) => [r.question_id, r.response]));
    for (const q of quiz.questions) {
      const mark = given.has(q.id!) ? autoMark(q, given.get(q.id!)) : autoMark(q, null) === null ? null : false;
      const points = mark === null ? null : mark ? q.points : 0;
      await sql`INSERT INTO ${t}.quiz_answers (attempt_id, question_id, response, correct, points)
        VALUES (${a.id}, ${q.id}, 'null', ${mark}, ${points}) ON CONFLICT (attempt_id, question_id)
        DO UPDATE SET correct = EXCLUDED.correct, points = EXCLUDED.points`.execute(trx);
    }
    await rescore(trx, tenant, a.id, jobs);
  });
  return attemptView(db, tenant, p, await ownAttempt(db, tenant, p, a.id));
}

/** the teacher's points for one answer (short answer, essay, or a correction) */
export async function scoreAnswer(
  db: Db,
  tenant: Tenant,
  p: Principal,
  attemptId: number,
  questionId: number,
  points: number,
  jobs: ScoreJobs,
) {
  const t = tenant.ident;
  const r = await sql<{ assignment_id: number; max: number }>`SELECT at.assignment_id, q.points::float8 AS max
    FROM ${t}.quiz_attempts at JOIN ${t}.quiz_questions q ON q.assignment_id = at.assignment_id
    WHERE at.id = ${attemptId} AND q.id = ${questionId} AND at.submitted_at IS NOT NULL`.execute(db);
  if (!r.rows[0]) throw notFound(`No submitted attempt ${attemptId} with question ${questionId}`);
  await taughtAssignment(db, tenant, p, r.rows[0].assignment_id);
  if (points > r.rows[0].max) throw invalidField('points', `At most ${r.rows[0].max} points`);
  await db.transaction().execute(async (trx) => {
    const before = await sql<{ points: number | null }>`SELECT points::float8 AS points FROM ${t}.quiz_answers
      WHERE attempt_id = ${attemptId} AND question_id = ${questionId} FOR UPDATE`.execute(trx);
    await sql`UPDATE ${t}.quiz_answers SET points = ${points}, correct = ${points >= r.rows[0].max}
      WHERE attempt_id = ${attemptId} AND question_id = ${questionId}`.execute(trx);
    await rescore(trx, tenant, attemptId, jobs);
    await auditClassroom(trx, tenant, p, {
      action: 'update',
      resource: 'quiz_answers',
      recordId: `${attemptId}/${questionId}`,
      before: { points: before.rows[0]?.points ?? null },
      after: { points },
    });
  });
}
