// Item analysis of a quiz over its submitted attempts: per question, the percent answered correctly
// (an unanswered question counts as wrong) and, for multiple choice, how often each choice was
// picked. Also the attempts themselves with their answers, for the teacher to grade what waits.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { quizForTeacher } from './quiz.ts';

export async function itemAnalysis(db: Db, tenant: Tenant, p: Principal, id: number) {
  const quiz = await quizForTeacher(db, tenant, p, id);
  const t = tenant.ident;
  const rows = await sql<{ question_id: number; response: unknown; correct: boolean | null }>`
    SELECT an.question_id, an.response, an.correct FROM ${t}.quiz_answers an
    JOIN ${t}.quiz_attempts at ON at.id = an.attempt_id
    WHERE at.assignment_id = ${id} AND at.submitted_at IS NOT NULL`.execute(db);
  const n = Number(
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${t}.quiz_attempts WHERE assignment_id = ${id}
        AND submitted_at IS NOT NULL`.execute(db)
    ).rows[0].n,
  );
  const questions = quiz.questions.map((q, i) => {
    const mine = rows.rows.filter((r) => r.question_id === q.id);
    const correct = mine.filter((r) => r.correct === true).length;
    return {
      question_id: q.id!,
      position: i + 1,
      kind: q.kind,
      attempts: n,
      percent_correct: n ? Math.round((correct / n) * 1000) / 10 : null,
      pending: mine.filter((r) => r.correct === null).length,
      choices:
        q.kind === 'multiple_choice'
          ? q.choices.map((text, index) => ({
              index,
              text,
              correct: q.answer === index,
              picked: mine.filter((r) => r.response === index).length,
            }))
          : [],
    };
  });
  return { attempts: n, questions };
}

export async function quizAttempts(db: Db, tenant: Tenant, p: Principal, id: number) {
  await quizForTeacher(db, tenant, p, id);
  const t = tenant.ident;
  const r = await sql<Record<string, unknown>>`SELECT at.id, at.student_party_id, at.number, at.started_at,
      at.submitted_at, at.score::float8 AS score,
      COALESCE(json_agg(json_build_object('question_id', an.question_id, 'response', an.response, 'correct',
        an.correct, 'points', an.points::float8)) FILTER (WHERE an.attempt_id IS NOT NULL), '[]') AS answers
    FROM ${t}.quiz_attempts at LEFT JOIN ${t}.quiz_answers an ON an.attempt_id = at.id
    WHERE at.assignment_id = ${id} GROUP BY at.id ORDER BY at.student_party_id, at.number`.execute(db);
  return r.rows;
}
