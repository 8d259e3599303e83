import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// School data inside one tenant's schema. Every name below is qualified with the schema so the
// migration never depends on search_path.
export const school: Migration = {
  version: '001-school',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.terms (
        id serial PRIMARY KEY, school_year text NOT NULL, term_name text NOT NULL,
        start_date date, end_date date, UNIQUE (school_year, term_name));
      CREATE TABLE ${s}.school_levels (id serial PRIMARY KEY, name text NOT NULL UNIQUE, sort_order integer NOT NULL DEFAULT 0);
      CREATE TABLE ${s}.grade_levels (
        id serial PRIMARY KEY, code text NOT NULL UNIQUE, name text NOT NULL,
        school_level_id integer REFERENCES ${s}.school_levels(id), sort_order integer NOT NULL DEFAULT 0);
      CREATE TABLE ${s}.subjects (id serial PRIMARY KEY, name text NOT NULL UNIQUE);
      CREATE TABLE ${s}.parties (
        party_id serial PRIMARY KEY, kind text NOT NULL CHECK (kind IN ('student', 'teacher', 'guardian')),
        user_id uuid, first_name text NOT NULL, last_name text NOT NULL, email text,
        grade_level_id integer REFERENCES ${s}.grade_levels(id), status text NOT NULL DEFAULT 'active',
        version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX parties_kind_name ON ${s}.parties (kind, last_name, first_name);
      CREATE INDEX parties_user ON ${s}.parties (user_id);
      CREATE TABLE ${s}.courses (
        id serial PRIMARY KEY, course_code text NOT NULL, course_title text NOT NULL,
        subject_id integer REFERENCES ${s}.subjects(id), grade_level_id integer REFERENCES ${s}.grade_levels(id),
        owner_user_id uuid, description text NOT NULL DEFAULT '', status text NOT NULL DEFAULT 'active',
        version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX courses_owner ON ${s}.courses (owner_user_id);
      CREATE TABLE ${s}.sections (
        id serial PRIMARY KEY, course_id integer NOT NULL REFERENCES ${s}.courses(id),
        term_id integer REFERENCES ${s}.terms(id), teacher_party_id integer REFERENCES ${s}.parties(party_id),
        section_name text NOT NULL, version integer NOT NULL DEFAULT 1);
      CREATE INDEX sections_teacher ON ${s}.sections (teacher_party_id, term_id);
      CREATE TABLE ${s}.enrollments (
        section_id integer NOT NULL REFERENCES ${s}.sections(id), student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id),
        PRIMARY KEY (section_id, student_party_id));
      CREATE INDEX enrollments_student ON ${s}.enrollments (student_party_id);
      CREATE TABLE ${s}.assignments (
        id serial PRIMARY KEY, section_id integer NOT NULL REFERENCES ${s}.sections(id), title text NOT NULL,
        due_date date, max_points numeric NOT NULL DEFAULT 100, version integer NOT NULL DEFAULT 1);
      CREATE INDEX assignments_section ON ${s}.assignments (section_id);
      CREATE TABLE ${s}.grades (
        id bigserial PRIMARY KEY, assignment_id integer NOT NULL REFERENCES ${s}.assignments(id),
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id), score numeric,
        graded_at timestamptz NOT NULL DEFAULT now(), UNIQUE (assignment_id, student_party_id));
      CREATE INDEX grades_student ON ${s}.grades (student_party_id);
      CREATE TABLE ${s}.documents (
        id serial PRIMARY KEY, owner_party_id integer REFERENCES ${s}.parties(party_id), doc_type text NOT NULL,
        name text NOT NULL, file_path text NOT NULL, content_type text, size bigint,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX documents_owner ON ${s}.documents (owner_party_id);
      CREATE TABLE ${s}.subscriptions (
        id serial PRIMARY KEY, app_user_id uuid NOT NULL, course_id integer REFERENCES ${s}.courses(id),
        plan text NOT NULL, status text NOT NULL DEFAULT 'active', starts_at date NOT NULL DEFAULT current_date,
        ends_at date, created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX subscriptions_user ON ${s}.subscriptions (app_user_id);
    `.execute(db);
  },
};
