import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Standards frameworks imported per tenant (CASE JSON or CSV, server/curriculum/), the ordered
// units of a course and which standards each unit teaches. A standard keeps the CASE identifier it
// came with (or framework + code for CSV), its parent for the hierarchy and its grade levels.
export const curriculum: Migration = {
  version: '004-curriculum',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.frameworks (
        id serial PRIMARY KEY, identifier text NOT NULL UNIQUE, title text NOT NULL,
        subject text NOT NULL DEFAULT '', source text NOT NULL CHECK (source IN ('case', 'csv', 'seed')),
        version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE ${s}.standards (
        id serial PRIMARY KEY, framework_id integer NOT NULL REFERENCES ${s}.frameworks(id) ON DELETE CASCADE,
        identifier text NOT NULL, code text NOT NULL, statement text NOT NULL,
        parent_id integer REFERENCES ${s}.standards(id) ON DELETE CASCADE,
        grade_levels jsonb NOT NULL DEFAULT '[]', position integer NOT NULL DEFAULT 0,
        UNIQUE (framework_id, identifier));
      CREATE INDEX standards_code ON ${s}.standards (code);
      CREATE TABLE ${s}.course_units (
        id serial PRIMARY KEY, course_id integer NOT NULL REFERENCES ${s}.courses(id) ON DELETE CASCADE,
        title text NOT NULL, position integer NOT NULL DEFAULT 1, weeks integer NOT NULL DEFAULT 1 CHECK (weeks BETWEEN 1 AND 52),
        version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX course_units_course ON ${s}.course_units (course_id, position);
      CREATE TABLE ${s}.unit_standards (
        id serial PRIMARY KEY, unit_id integer NOT NULL REFERENCES ${s}.course_units(id) ON DELETE CASCADE,
        standard_id integer NOT NULL REFERENCES ${s}.standards(id) ON DELETE CASCADE,
        version integer NOT NULL DEFAULT 1, UNIQUE (unit_id, standard_id));
    `.execute(db);
  },
};
