// An assignment's quiz as the teacher makes it: from a question-generator output saved in the
// teacher's own My collection, or edited as a whole (settings and questions with correct answers
// and points). Saving a quiz makes the assignment handed in as a quiz. Students read the questions
// without their answers (quiz-attempts.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, invalidField, notFound } from '../errors.ts';
import { taughtAssignment } from './teacher.ts';
import { parseQuestionSet, type QuizQuestion } from './quiz-parse.ts';

export interface QuizSettings {
  shuffle: boolean;
  time_limit_minutes: number | null;
  max_attempts: number;
  /** a released result shows each question's correct answer (absent in a call: left as it was, else off) */
  show_answers?: boolean;
}
export interface Quiz extends QuizSettings {
  questions: (QuizQuestion & { id?: number })[];
}

export async function readQuiz(db: Db, tenant: Tenant, id: number): Promise<Quiz | null> {
  const t = tenant.ident;
  const q = await sql<QuizSettings>`SELECT shuffle, time_limit_minutes, max_attempts, show_answers FROM ${t}.quizzes
    WHERE assignment_id = ${id}`.execute(db);
  if (!q.rows[0]) return null;
  const questions = await sql<QuizQuestion & { id: number }>`SELECT id, kind, stem, choices, answer,
    points::float8 AS points FROM ${t}.quiz_questions WHERE assignment_id = ${id} ORDER BY position`.execute(db);
  return { ...q.rows[0], questions: questions.rows };
}

export async function quizForTeacher(db: Db, tenant: Tenant, p: Principal, id: number) {
  await taughtAssignment(db, tenant, p, id);
  const quiz = await readQuiz(db, tenant, id);
  if (!quiz) throw notFound(`Assignment ${id} has no quiz`);
  return quiz;
}

/** a correct answer, when given, must fit its question; a question without one waits for the teacher */
function checkAnswers(questions: QuizQuestion[]) {
  questions.forEach((q, i) => {
    if (q.kind === 'multiple_choice' && q.choices.length < 2)
      throw invalidField(`questions.${i}.choices`, 'A multiple choice question needs at least two choices');
    const mcBad = q.kind === 'multiple_choice' && q.answer !== null && !(Number(q.answer) < q.choices.length);
    const fillBad = q.kind === 'fill_in' && q.answer !== null && !Array.isArray(q.answer);
    if (mcBad || fillBad || (q.kind !== 'multiple_choice' && typeof q.answer === 'number'))
      throw invalidField(`questions.${i}.answer`, 'The correct answer does not fit this kind of question');
  });
}

export async function saveQuiz(db: Db, tenant: Tenant, p: Principal, id: number, quiz: Quiz) {
  await taughtAssignment(db, tenant, p, id);
  checkAnswers(quiz.questions);
  const t = tenant.ident;
  await db.transaction().execute(async (trx) => {
    await sql`UPDATE ${t}.assignments SET submission_kind = 'quiz', version = version + 1 WHERE id = ${id}`.execute(
      trx,
    );
    const show = quiz.show_answers ?? null;
    await sql`INSERT INTO ${t}.quizzes (assignment_id, shuffle, time_limit_minutes, max_attempts, show_answers)
      VALUES (${id}, ${quiz.shuffle}, ${quiz.time_limit_minutes}, ${quiz.max_attempts}, coalesce(${show}::boolean, false))
      ON CONFLICT (assignment_id) DO UPDATE SET shuffle = EXCLUDED.shuffle, max_attempts = EXCLUDED.max_attempts,
        time_limit_minutes = EXCLUDED.time_limit_minutes, show_answers = coalesce(${show}::boolean, quizzes.show_answers),
        version = quizzes.version + 1`.execute(trx);
    const started = await sql<{
      found: number;
    }>`SELECT 1 AS found FROM ${t}.quiz_attempts WHERE assignment_id = ${id} LIMIT 1`.execute(trx);
    if (started.rows.length)
      throw new ApiError(409, 'conflict', 'Students have started this quiz; its questions can no longer change');
    await sql`DELETE FROM ${t}.quiz_questions WHERE assignment_id = ${id}`.execute(trx);
    for (const [i, q] of quiz.questions.entries())
      await sql`INSERT INTO ${t}.quiz_questions (assignment_id, position, kind, stem, choices, answer, points)
        VALUES (${id}, ${i + 1}, ${q.kind}, ${q.stem}, ${JSON.stringify(q.choices)}, ${JSON.stringify(q.answer)},
          ${q.points})`.execute(trx);
  });
  return quizForTeacher(db, tenant, p, id);
}

const QUESTION_TOOLS = ['question-generator', 'question-generator-from-text'];

/** A question-generator output in the caller's own My collection becomes the assignment's quiz. */
export async function quizFromSaved(
  db: Db,
  tenant: Tenant,
  p: Principal,
  id: number,
  savedId: number,
  settings: QuizSettings,
) {
  const r = await sql<{ output: string; inputs: { questionType?: string } }>`SELECT output, inputs
    FROM platform.ai_saved_outputs WHERE id = ${savedId} AND tenant_id = ${p.tenantId} AND user_id = ${p.userId}
      AND tool_slug IN (${sql.join(QUESTION_TOOLS)})`.execute(db);
  if (!r.rows[0]) throw notFound(`No question-generator output ${savedId} in your collection`);
  const questions = parseQuestionSet(r.rows[0].output, r.rows[0].inputs.questionType);
  if (!questions.length) throw new ApiError(422, 'quiz_unreadable', 'The saved output holds no numbered questions');
  return saveQuiz(db, tenant, p, id, { ...settings, questions });
}
