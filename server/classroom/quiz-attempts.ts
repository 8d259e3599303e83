// A student's quiz attempts: starting one (or resuming the open one), reading it back with every
// saved answer (a reload loses nothing), and saving an answer as it is given. The deadline is fixed
// when the attempt starts (time limit, capped by the hard close) and checked by the database clock,
// so an answer after it is refused whatever the browser's clock says.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, invalidField, notFound } from '../errors.ts';
import { targetFor } from './submit.ts';
import { readQuiz } from './quiz.ts';

export interface AttemptRow {
  id: number;
  assignment_id: number;
  student_party_id: number;
  number: number;
  question_order: number[];
  started_at: Date;
  deadline: Date | null;
  submitted_at: Date | null;
  score: number | null;
  time_up: boolean;
}

/** the caller's own attempt (a student), else 404 */
export async function ownAttempt(db: Db, tenant: Tenant, p: Principal, attemptId: number): Promise<AttemptRow> {
  const r =
    await sql<AttemptRow>`SELECT *, score::float8 AS score, (deadline IS NOT NULL AND now() > deadline) AS time_up
    FROM ${tenant.ident}.quiz_attempts WHERE id = ${attemptId} AND student_party_id = ${p.partyId}`.execute(db);
  if (!r.rows[0]) throw notFound(`No quiz attempt ${attemptId} of yours`);
  return r.rows[0];
}

/** the attempt as its student sees it: questions in its order without answers, and saved responses */
export async function attemptView(db: Db, tenant: Tenant, p: Principal, a: AttemptRow) {
  const quiz = (await readQuiz(db, tenant, a.assignment_id))!;
  const byId = new Map(quiz.questions.map((q) => [q.id!, q]));
  const saved = await sql<{ question_id: number; response: unknown }>`SELECT question_id, response
    FROM ${tenant.ident}.quiz_answers WHERE attempt_id = ${a.id}`.execute(db);
  return {
    id: a.id,
    assignment_id: a.assignment_id,
    number: a.number,
    started_at: a.started_at.toISOString(),
    deadline: a.deadline?.toISOString() ?? null,
    submitted_at: a.submitted_at?.toISOString() ?? null,
    score: a.submitted_at ? a.score : null,
    questions: a.question_order.map((id) => {
      const q = byId.get(id)!;
      return { id, kind: q.kind, stem: q.stem, choices: q.choices, points: q.points };
    }),
    answers: Object.fromEntries(saved.rows.map((r) => [r.question_id, r.response])),
  };
}

function shuffled<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export async function startAttempt(db: Db, tenant: Tenant, p: Principal, assignmentId: number) {
  const a = await targetFor(db, tenant, p, assignmentId);
  const quiz = await readQuiz(db, tenant, a.id);
  if (a.closed) throw new ApiError(409, 'submission_closed', 'This assignment is closed; nothing was stored');
  if (a.submission_kind !== 'quiz' || !quiz)
    throw new ApiError(422, 'submission_kind_mismatch', 'This assignment is not taken as an online quiz');
  const t = tenant.ident;
  const id = await db.transaction().execute(async (trx) => {
    // the student's enrolment row is the lock two starts at once take in turn
    await sql`SELECT 1 FROM ${t}.enrollments e JOIN ${t}.assignments x ON x.section_id = e.section_id
      WHERE x.id = ${a.id} AND e.student_party_id = ${p.partyId} FOR UPDATE OF e`.execute(trx);
    const prior = await sql<{ id: number; open: boolean }>`SELECT id, (submitted_at IS NULL AND
      (deadline IS NULL OR now() <= deadline)) AS open FROM ${t}.quiz_attempts
      WHERE assignment_id = ${a.id} AND student_party_id = ${p.partyId} ORDER BY number`.execute(trx);
    const open = prior.rows.find((r) => r.open);
    if (open) return open.id;
    if (prior.rows.length >= quiz!.max_attempts)
      throw new ApiError(409, 'quiz_attempts_used', `This quiz allows ${quiz!.max_attempts} attempt(s)`);
    const ids = quiz!.questions.map((q) => q.id!);
    const order = quiz!.shuffle ? shuffled(ids) : ids;
    const r = await sql<{ id: number }>`INSERT INTO ${t}.quiz_attempts (assignment_id, student_party_id, number,
        question_order, deadline)
      SELECT ${a.id}, ${p.partyId}, ${prior.rows.length + 1}, ${JSON.stringify(order)},
        LEAST(now() + make_interval(mins => ${quiz!.time_limit_minutes}::int), x.close_at)
      FROM ${t}.assignments x WHERE x.id = ${a.id} RETURNING id`.execute(trx);
    return r.rows[0].id;
  });
  return attemptView(db, tenant, p, await ownAttempt(db, tenant, p, id));
}

/**
 * One answer, saved at once: a choice's index for multiple choice, else text. One statement, one round trip:
 * it finds the caller's attempt (locked against a submit at the same moment) and the question in its quiz,
 * and writes only when the attempt is open, before its deadline by the database clock, and the response fits
 * the question; what it read says which refusal it was when nothing was written.
 */
export async function saveAnswer(
  db: Db,
  tenant: Tenant,
  p: Principal,
  attemptId: number,
  questionId: number,
  response: unknown,
) {
  const t = tenant.ident;
  const choice = Number.isInteger(response) && (response as number) < 2 ** 31 ? (response as number) : null;
  const text = typeof response === 'string';
  const r = await sql<{ submitted: boolean; time_up: boolean; kind: string | null; n: number; saved: boolean }>`
    WITH a AS (
      SELECT at.id, at.submitted_at IS NOT NULL AS submitted, (at.deadline IS NOT NULL AND now() > at.deadline)
        AS time_up, q.kind, jsonb_array_length(q.choices) AS n
      FROM ${t}.quiz_attempts at LEFT JOIN ${t}.quiz_questions q ON q.id = ${questionId}
        AND q.assignment_id = at.assignment_id
      WHERE at.id = ${attemptId} AND at.student_party_id = ${p.partyId} FOR SHARE OF at),
    w AS (
      INSERT INTO ${t}.quiz_answers (attempt_id, question_id, response)
      SELECT a.id, ${questionId}, ${JSON.stringify(response)} FROM a
      WHERE NOT a.submitted AND NOT a.time_up
        AND CASE a.kind WHEN 'multiple_choice' THEN ${choice}::int < a.n ELSE a.kind IS NOT NULL AND ${text} END
      ON CONFLICT (attempt_id, question_id) DO UPDATE SET response = EXCLUDED.response, saved_at = now()
      RETURNING 1)
    SELECT a.submitted, a.time_up, a.kind, a.n, EXISTS (SELECT 1 FROM w) AS saved FROM a`.execute(db);
  const a = r.rows[0];
  if (!a) throw notFound(`No quiz attempt ${attemptId} of yours`);
  if (a.saved) return;
  if (a.submitted) throw new ApiError(409, 'attempt_submitted', 'This attempt was already submitted');
  if (!a.kind) throw notFound(`No question ${questionId} in this quiz`);
  const mc = a.kind === 'multiple_choice';
  if (mc ? !(choice !== null && choice < a.n) : !text)
    throw invalidField('response', mc ? 'Give the index of a choice' : 'Give text');
  throw new ApiError(409, 'quiz_time_up', 'The time for this attempt is up (server clock); the answer was not saved');
}
