// What a TrekAI plan lets a student learn in the demo (docs/commerce.md, "What a plan lets a student
// learn"): TrekAI's own "Intro to Programming", linked to the catalogue course of that name, with a
// self-paced section this term and its lessons; the TrekAI student who has paid is enrolled through
// their access row. A new payer is enrolled by the payment itself. Idempotent (the course code).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

const SCHEMA = 'trekai_lms';
const CODE = 'TRK-PROG';

const LESSONS: [type: string, title: string, body: string][] = [
  ['unit', 'Unit 1: Thinking like a programmer', ''],
  [
    'text',
    'Lesson 1: What a program is',
    'A program is a list of exact instructions a computer follows in order. ' +
      'Breaking a task into small, ordered steps is called an algorithm.',
  ],
  [
    'text',
    'Lesson 2: Variables and values',
    'A variable is a named box that holds a value, such as a number or a word. ' +
      'Assigning a new value replaces the old one.',
  ],
  ['unit', 'Unit 2: Making decisions', ''],
  [
    'text',
    'Lesson 3: If and else',
    'An if statement runs its block only when its condition is true; else runs when it is false.',
  ],
];

export async function seedLearning(db: Db) {
  const school = await demoTenant(db, SCHEMA);
  const s = school.ident;
  const tenant = (
    await sql<{ id: number; term: string }>`
      SELECT tenant_id AS id, current_year_term AS term FROM platform.settings WHERE tenant_id = ${school.id}`.execute(
      db,
    )
  ).rows[0];
  const catalog = (
    await sql<{
      id: number;
    }>`SELECT id FROM platform.catalog_courses WHERE title = 'Intro to Programming' LIMIT 1`.execute(db)
  ).rows[0];
  if (!tenant || !catalog) return;
  const done = await sql<{ found: number }>`
    SELECT 1 AS found FROM ${s}.courses WHERE course_code = ${CODE}`.execute(db);
  if (done.rows.length) return;
  await db.transaction().execute(async (trx) => {
    const course = (
      await sql<{ id: number }>`
        INSERT INTO ${s}.courses (course_code, course_title, description)
        VALUES (${CODE}, 'Intro to Programming', 'Programming from the first idea to your own small programs, at your pace.')
        RETURNING id`.execute(trx)
    ).rows[0].id;
    await sql`INSERT INTO platform.tenant_course_links (tenant_id, course_id, decision, catalog_course_id)
      VALUES (${tenant.id}, ${course}, 'linked', ${catalog.id})`.execute(trx);
    await sql`
      INSERT INTO ${s}.sections (course_id, term_id, teacher_party_id, section_name, section_code)
      SELECT ${course}, tm.id, (SELECT party_id FROM ${s}.parties WHERE kind = 'teacher' ORDER BY party_id LIMIT 1),
        'Intro to Programming (self-paced)', ${`${CODE}-1`}
      FROM ${s}.terms tm WHERE tm.school_year || '/' || tm.term_name = ${tenant.term}`.execute(trx);
    for (const [i, [type, title, body]] of LESSONS.entries())
      await sql`INSERT INTO ${s}.content_elements (course_id, element_type, title, body, position, publish_at)
        VALUES (${course}, ${type}, ${title}, ${body}, ${i + 1}, now() - interval '7 days')`.execute(trx);
    // the demo student who has paid (seed-extras.ts gave their access row)
    await sql`
      INSERT INTO ${s}.enrollments (section_id, student_party_id, subscription_id)
      SELECT sec.id, u.party_id, (SELECT min(x.id) FROM ${s}.subscriptions x WHERE x.app_user_id = u.user_id)
      FROM ${s}.sections sec, platform.app_users u
      WHERE sec.course_id = ${course} AND u.email = 'student@trekai.test' AND u.party_id IS NOT NULL`.execute(trx);
  });
}
