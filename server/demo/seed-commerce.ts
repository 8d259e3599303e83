// Demo rows of the commerce screens (docs/commerce.md): a course catalogue, two sub-catalogues
// offered to chosen schools, and subscriptions of each kind (a school, a family, an independent
// teacher, a TrekAI student), and a TrekAI student who has not paid yet (unpaid@trekai.test, sent
// to /trekai-subscription). Idempotent: skipped when the catalogue has rows.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantBySchema } from '../db/tenant.ts';
import { ensureAccount } from './seed.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

const COURSES: [string, string, boolean, string, string, number][] = [
  ['Algebra 1', 'BJU Press', true, '8-9', 'Mathematics', 189],
  ['Biology', 'BJU Press', true, '10', 'Science', 215],
  ['World History', 'BJU Press', true, '10-11', 'History', 199],
  ['English 9: Writing and Grammar', 'BJU Press', true, '9', 'English', 175],
  ['Intro to Programming', 'TrekAI Labs', false, '9-12', 'Computer Science', 120],
  ['Spanish 1', 'Open Languages', false, '9-12', 'World Languages', 140],
  ['Art Foundations', 'Studio Press', false, '6-8', 'Fine Arts', 95],
  ['Personal Finance', 'Open Economics', false, '11-12', 'Economics', 110],
];

const one = async <T>(db: Db, q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0];

const tenant = async (db: Db, schema: string) => (await tenantBySchema(db, schema))?.id;

export async function seedCommerce(db: Db) {
  const has = await one(db, sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.catalog_courses`);
  if (has.c > 0) return;
  const trekai = await tenant(db, 'trekai_lms');
  if (trekai) {
    const a = { email: 'unpaid@trekai.test', firstName: 'Uma', lastName: 'Unpaid', roles: ['student'] };
    await ensureAccount(db, { ...a, password: DEMO_PASSWORD, tenantId: trekai });
  }
  const ids: number[] = [];
  for (const [title, publisher, bju, grades, subject, price] of COURSES) {
    const r = await one(
      db,
      sql<{ id: number }>`
        INSERT INTO platform.catalog_courses (title, publisher, is_bju, grade_levels, subject, description, materials, price)
        VALUES (${title}, ${publisher}, ${bju}, ${grades}, ${subject}, ${`${title}: a full-year course.`}, 'Student text, teacher guide', ${price})
        RETURNING id`,
    );
    ids.push(r.id);
  }
  const offers: [string, number[], string[]][] = [
    ['BJU core', ids.slice(0, 4), ['lms', 'riverside_lms']],
    ['Electives', ids.slice(4), ['lms', 'ncsa_lms']],
  ];
  for (const [name, courses, schemas] of offers) {
    const sc = await one(
      db,
      sql<{
        id: number;
      }>`INSERT INTO platform.sub_catalogs (name, description) VALUES (${name}, ${`${name} courses`}) RETURNING id`,
    );
    for (const c of courses)
      await sql`INSERT INTO platform.sub_catalog_courses (sub_catalog_id, catalog_course_id) VALUES (${sc.id}, ${c})`.execute(
        db,
      );
    for (const s of schemas) {
      const t = await tenant(db, s);
      if (t)
        await sql`INSERT INTO platform.sub_catalog_tenants (sub_catalog_id, tenant_id) VALUES (${sc.id}, ${t})`.execute(
          db,
        );
    }
  }
  const lms = await tenant(db, 'lms');
  const term = await one(
    db,
    sql<{ term: string }>`SELECT current_year_term AS term FROM platform.settings WHERE tenant_id = ${lms}`,
  );
  for (const c of ids.slice(0, 2))
    await sql`
      INSERT INTO platform.course_subscriptions (tenant_id, subscriber_kind, catalog_course_id, plan, term, amount)
      SELECT ${lms}, 'school', id, 'term', ${term?.term ?? null}, price FROM platform.catalog_courses WHERE id = ${c}`.execute(
      db,
    );
  const people: [string, string, string, boolean][] = [
    ['homeschool@ei.test', 'family', 'annual', true],
    ['indteacher@ei.test', 'teacher', 'annual', true],
    ['student@trekai.test', 'student', 'monthly', true],
  ];
  for (const [email, kind, plan, renews] of people)
    await sql`
      INSERT INTO platform.course_subscriptions (tenant_id, subscriber_kind, app_user_id, plan, amount, renews, starts_at, ends_at)
      SELECT tenant_id, ${kind}, user_id, ${plan}, ${plan === 'annual' ? 190 : 19}, ${renews}, current_date - 30, current_date + 335
      FROM platform.app_users WHERE email = ${email}`.execute(db);
}
