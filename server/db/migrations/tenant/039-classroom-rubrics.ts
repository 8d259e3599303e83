import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Rubrics of the classroom (docs/classroom.md): an assignment's criteria, each with levels worth
// points, made by hand or imported from a rubric-generator output. rubric_scores keeps, per student
// and criterion, the level the teacher chose and a comment; the score itself stays in grades.
export const classroomRubrics: Migration = {
  version: '039-classroom-rubrics',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.rubric_criteria (
        id serial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        position integer NOT NULL, title text NOT NULL, description text NOT NULL DEFAULT '',
        UNIQUE (assignment_id, position));
      CREATE TABLE ${s}.rubric_levels (
        id serial PRIMARY KEY,
        criterion_id integer NOT NULL REFERENCES ${s}.rubric_criteria(id) ON DELETE CASCADE,
        position integer NOT NULL, title text NOT NULL, description text NOT NULL DEFAULT '',
        points numeric NOT NULL CHECK (points >= 0), UNIQUE (criterion_id, position));
      CREATE TABLE ${s}.rubric_scores (
        assignment_id integer NOT NULL REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        criterion_id integer NOT NULL REFERENCES ${s}.rubric_criteria(id) ON DELETE CASCADE,
        level_id integer NOT NULL REFERENCES ${s}.rubric_levels(id) ON DELETE CASCADE,
        comment text NOT NULL DEFAULT '',
        PRIMARY KEY (assignment_id, student_party_id, criterion_id));
    `.execute(db);
  },
};
