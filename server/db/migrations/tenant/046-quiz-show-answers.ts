import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A quiz setting (docs/classroom.md): whether a student's released result shows the correct answer of each
// question. Off by default: a quiz that existed before shows which questions were right, never the key.
export const quizShowAnswers: Migration = {
  version: '046-quiz-show-answers',
  async up(db, schema) {
    await sql`ALTER TABLE ${sql.id(schema)}.quizzes ADD COLUMN show_answers boolean NOT NULL DEFAULT false`.execute(db);
  },
};
