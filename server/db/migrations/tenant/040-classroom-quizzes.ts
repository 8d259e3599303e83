import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Quizzes of the classroom (docs/classroom.md): an assignment handed in as a quiz has its settings
// (shuffle, time limit, attempts) and questions (multiple choice, fill in the blank, short answer,
// essay) with their correct answers and points. A student's attempt has a server-side deadline and
// the question order it was shown; each answer is saved as it is given, with the points it earned
// (null until graded: short answer and essay wait for the teacher). The score goes to grades.
export const classroomQuizzes: Migration = {
  version: '040-classroom-quizzes',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.quizzes (
        assignment_id integer PRIMARY KEY REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        shuffle boolean NOT NULL DEFAULT false, time_limit_minutes integer CHECK (time_limit_minutes > 0),
        max_attempts integer NOT NULL DEFAULT 1 CHECK (max_attempts > 0), version integer NOT NULL DEFAULT 1);
      CREATE TABLE ${s}.quiz_questions (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES ${s}.quizzes(assignment_id) ON DELETE CASCADE,
        position integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('multiple_choice', 'fill_in', 'short_answer', 'essay')),
        stem text NOT NULL, choices jsonb NOT NULL DEFAULT '[]', answer jsonb, points numeric NOT NULL DEFAULT 1,
        UNIQUE (assignment_id, position));
      CREATE TABLE ${s}.quiz_attempts (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES ${s}.quizzes(assignment_id) ON DELETE CASCADE,
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        number integer NOT NULL, question_order jsonb NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(), deadline timestamptz, submitted_at timestamptz,
        score numeric, UNIQUE (assignment_id, student_party_id, number));
      CREATE TABLE ${s}.quiz_answers (
        attempt_id integer NOT NULL REFERENCES ${s}.quiz_attempts(id) ON DELETE CASCADE,
        question_id integer NOT NULL REFERENCES ${s}.quiz_questions(id) ON DELETE CASCADE,
        response jsonb NOT NULL, saved_at timestamptz NOT NULL DEFAULT now(), correct boolean, points numeric,
        PRIMARY KEY (attempt_id, question_id));
    `.execute(db);
  },
};
