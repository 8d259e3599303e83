// School data for one tenant, generated in SQL so it is fast on PGlite and on a server.
// Runs only when the tenant has no terms yet (idempotent). Also used, with larger counts, by
// the benchmark seed.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { schoolYearTerms } from '../tenants/provision.ts';
import { demoTenant } from './seed-once.ts';

export interface SchoolSize {
  students: number;
  teachers: number;
  courses: number;
  sectionsPerCourse: number;
  assignmentsPerSection: number;
  studentsPerSection: number;
}

const SIZES: Record<string, SchoolSize | null> = {
  none: null,
  small: {
    students: 60,
    teachers: 8,
    courses: 10,
    sectionsPerCourse: 2,
    assignmentsPerSection: 5,
    studentsPerSection: 15,
  },
};

const SUBJECTS = [
  'Mathematics',
  'English Language Arts',
  'Science',
  'Social Studies',
  'Bible',
  'Spanish',
  'Art',
  'Music',
  'Physical Education',
  'Computer Science',
];
const FIRST = [
  'Ava',
  'Liam',
  'Mia',
  'Noah',
  'Emma',
  'Elijah',
  'Olivia',
  'James',
  'Sophia',
  'Lucas',
  'Isabella',
  'Mateo',
  'Amara',
  'Kenji',
  'Priya',
  'Diego',
  'Zara',
  'Omar',
  'Chloe',
  'Ethan',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nguyen',
  'Johnson',
  'Okafor',
  'Patel',
  'Kim',
  'Brown',
  'Lopez',
  'Davis',
  'Haddad',
  'Wilson',
  'Martin',
  'Cohen',
  'Silva',
  'Moore',
];

/** Semester dates for the demo's Fall and Spring terms of a school year like 2025-2026. */
function termDates(year: string, term: string): [string | null, string | null] {
  const [first, second] = year.split('-');
  if (term === 'Fall') return [`${first}-08-18`, `${first}-12-19`];
  if (term === 'Spring') return [`${second}-01-06`, `${second}-05-29`];
  return [null, null];
}

export async function seedSchoolData(db: Db, schema: string, size: keyof typeof SIZES | SchoolSize) {
  const n = typeof size === 'string' ? SIZES[size] : size;
  if (!n) return;
  const s = (await demoTenant(db, schema)).ident;
  const has = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.terms`.execute(db);
  if (has.rows[0].c > 0) return;
  const { arr } = schoolYearTerms();
  const first = `{${FIRST.join(',')}}`;
  const last = `{${LAST.join(',')}}`;
  await db.transaction().execute(async (trx) => {
    for (const yt of arr) {
      const [year, term] = yt.split('/');
      const [start, end] = termDates(year, term);
      await sql`INSERT INTO ${s}.terms (school_year, term_name, start_date, end_date)
        VALUES (${year}, ${term}, ${start}, ${end})`.execute(trx);
    }
    await sql`INSERT INTO ${s}.school_levels (name, sort_order) VALUES ('Elementary', 1), ('Middle School', 2), ('High School', 3)`.execute(
      trx,
    );
    await sql`
      INSERT INTO ${s}.grade_levels (code, name, school_level_id, sort_order)
      SELECT CASE WHEN g = 0 THEN 'K' ELSE g::text END,
             CASE WHEN g = 0 THEN 'Kindergarten' ELSE 'Grade ' || g END,
             (SELECT id FROM ${s}.school_levels WHERE sort_order = CASE WHEN g <= 5 THEN 1 WHEN g <= 8 THEN 2 ELSE 3 END),
             g
      FROM generate_series(0, 12) g`.execute(trx);
    for (const name of SUBJECTS) await sql`INSERT INTO ${s}.subjects (name) VALUES (${name})`.execute(trx);
    await sql`
      INSERT INTO ${s}.parties (kind, first_name, last_name, email, grade_level_id)
      SELECT 'teacher', (${first}::text[])[1 + (i * 7) % ${FIRST.length}], (${last}::text[])[1 + (i * 3) % ${LAST.length}],
             'teacher' || i || '@' || ${schema} || '.example', NULL
      FROM generate_series(1, ${n.teachers}) i`.execute(trx);
    await sql`
      INSERT INTO ${s}.parties (kind, first_name, last_name, email, grade_level_id)
      SELECT 'student', (${first}::text[])[1 + i % ${FIRST.length}], (${last}::text[])[1 + (i * 5) % ${LAST.length}],
             'student' || i || '@' || ${schema} || '.example', (SELECT id FROM ${s}.grade_levels WHERE sort_order = i % 13)
      FROM generate_series(1, ${n.students}) i`.execute(trx);
    await sql`
      INSERT INTO ${s}.courses (course_code, course_title, subject_id, grade_level_id, description)
      SELECT 'C' || lpad(i::text, 4, '0'), sub.name || ' ' || (6 + i % 7), sub.id,
             (SELECT id FROM ${s}.grade_levels WHERE sort_order = 6 + i % 7), 'A course in ' || sub.name
      FROM generate_series(1, ${n.courses}) i
      JOIN ${s}.subjects sub ON sub.id = 1 + (i - 1) % ${SUBJECTS.length}`.execute(trx);
    await sql`
      INSERT INTO ${s}.sections (course_id, term_id, teacher_party_id, section_name)
      SELECT c.id, t.id,
             (SELECT party_id FROM ${s}.parties WHERE kind = 'teacher' ORDER BY party_id OFFSET ((c.id + k) % ${n.teachers}) LIMIT 1),
             c.course_code || '-' || k
      FROM ${s}.courses c
      CROSS JOIN generate_series(1, ${n.sectionsPerCourse}) k
      CROSS JOIN LATERAL (SELECT id FROM ${s}.terms ORDER BY id DESC LIMIT 1 OFFSET (k % 2)) t`.execute(trx);
    await sql`
      INSERT INTO ${s}.enrollments (section_id, student_party_id)
      SELECT sec.id, st.party_id
      FROM ${s}.sections sec
      CROSS JOIN LATERAL (
        SELECT party_id FROM ${s}.parties WHERE kind = 'student'
        ORDER BY (party_id * 7919 + sec.id * 104729) % 1000003 LIMIT ${n.studentsPerSection}) st`.execute(trx);
    await sql`
      INSERT INTO ${s}.assignments (section_id, title, due_date, max_points)
      SELECT sec.id, (ARRAY['Quiz','Homework','Project','Lab','Essay','Test'])[1 + a % 6] || ' ' || a,
             current_date - (a * 9), 100
      FROM ${s}.sections sec CROSS JOIN generate_series(1, ${n.assignmentsPerSection}) a`.execute(trx);
    await sql`
      INSERT INTO ${s}.grades (assignment_id, student_party_id, score)
      SELECT a.id, e.student_party_id, 55 + ((a.id * 31 + e.student_party_id * 17) % 46)
      FROM ${s}.assignments a JOIN ${s}.enrollments e ON e.section_id = a.section_id`.execute(trx);
    await sql`
      INSERT INTO ${s}.documents (owner_party_id, doc_type, name, file_path, content_type, size, status)
      SELECT p.party_id, (ARRAY['Transcript','Immunization record','Report card','Photo ID'])[1 + p.party_id % 4],
             'document-' || p.party_id || '.pdf',
             -- the file service's own folders: students/{party}/documents, teachers/{party}/documents
             p.kind || 's/' || p.party_id || '/documents/document-' || p.party_id || '.pdf', 'application/pdf', 20480,
             (ARRAY['pending','approved','rejected'])[1 + p.party_id % 3]
      FROM ${s}.parties p WHERE p.party_id % 3 = 0`.execute(trx);
  });
}
