// A student's quiz result per question (GET /api/quiz-attempts/{id}/result): once the teacher has released
// the grade (returned the work or released the assignment's grades), each question of a submitted attempt
// with the student's answer, right / wrong / partly / waiting, and the points earned of the points it is
// worth; its correct answer only when the quiz's show_answers setting allows. Before that, and for an attempt
// still open, only `{released: false}`: nothing of the answer key leaves the server.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { notFound } from '../errors.ts';

interface QuestionRow {
  id: number;
  kind: string;
  stem: string;
  choices: string[];
  answer: unknown;
  max_points: number;
  response: unknown;
  correct: boolean | null;
  points: number | null;
}

/** right, wrong, partly (some of the points) or pending (the teacher has not marked it) */
function stateOf(q: QuestionRow) {
  if (q.points === null) return 'pending';
  if (q.correct || q.points >= q.max_points) return 'right';
  return q.points > 0 ? 'partly' : 'wrong';
}

export async function attemptResult(db: Db, tenant: Tenant, p: Principal, attemptId: number) {
  const t = tenant.ident;
  const a = (
    await sql<{ number: number; score: number | null; show_answers: boolean; released: boolean }>`
      SELECT at.number, at.score::float8 AS score, z.show_answers,
        (at.submitted_at IS NOT NULL AND coalesce(g.released, false)) AS released
      FROM ${t}.quiz_attempts at JOIN ${t}.quizzes z ON z.assignment_id = at.assignment_id
      LEFT JOIN ${t}.grades g ON g.assignment_id = at.assignment_id AND g.student_party_id = at.student_party_id
      WHERE at.id = ${attemptId} AND at.student_party_id = ${p.partyId}`.execute(db)
  ).rows[0];
  if (!a) throw notFound(`No quiz attempt ${attemptId} of yours`);
  if (!a.released) return { released: false as const };
  const rows = await sql<QuestionRow>`
    SELECT q.id, q.kind, q.stem, q.choices, q.answer, q.points::float8 AS max_points,
      coalesce(x.response, 'null') AS response, x.correct, x.points::float8 AS points
    FROM ${t}.quiz_attempts at
    CROSS JOIN LATERAL jsonb_array_elements(at.question_order) WITH ORDINALITY o(qid, n)
    JOIN ${t}.quiz_questions q ON q.id = o.qid::int
    LEFT JOIN ${t}.quiz_answers x ON x.attempt_id = at.id AND x.question_id = q.id
    WHERE at.id = ${attemptId} ORDER BY o.n`.execute(db);
  return {
    released: true as const,
    number: a.number,
    score: a.score ?? 0,
    max_points: rows.rows.reduce((s, q) => s + q.max_points, 0),
    show_answers: a.show_answers,
    questions: rows.rows.map((q) => ({
      id: q.id,
      kind: q.kind,
      stem: q.stem,
      choices: q.choices,
      response: q.response,
      state: stateOf(q),
      points: q.points,
      max_points: q.max_points,
      ...(a.show_answers ? { answer: q.answer } : {}),
    })),
  };
}
