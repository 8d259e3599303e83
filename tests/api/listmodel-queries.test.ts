// Every sign-in query (beyond security_users) on the seeded demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuthedApp, postList, type AuthedApp } from './listmodel-auth.ts';

let t: AuthedApp;
beforeAll(async () => {
  t = await createAuthedApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (email: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postList(t, email, body, headers);
const db = () => t.app.database.db;
async function one<T>(q: ReturnType<typeof sql<T>>) {
  return (await q.execute(db())).rows[0];
}
const userId = async (email: string) =>
  (await one(sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`)).user_id;

describe('students', () => {
  it('trekai_subscription answers the B2CU student its own subscriptions', async () => {
    const me = await userId('student@trekai.test');
    const r = await list('student@trekai.test', {
      bizobjfile: 'students',
      api: 'trekai_subscription',
      filter: [['app_user_id', '=', me]],
    });
    expect(r.status).toBe(200);
    expect(r.total).toBe(2);
    expect(
      r.rows.every((x) => x.app_user_id === me && typeof x.course_title === 'string' && x.is_active === true),
    ).toBe(true);
  });

  it("trekai_subscription answers the EI home-school family, and nobody else's rows", async () => {
    const ind = await userId('indteacher@ei.test');
    const r = await list('homeschool@ei.test', {
      bizobjfile: 'students',
      api: 'trekai_subscription',
      filter: [['app_user_id', '=', ind]],
    });
    expect(r.status).toBe(200);
    expect(r.total).toBe(0);
    const own = await list('homeschool@ei.test', { bizobjfile: 'students', api: 'trekai_subscription' });
    expect(own.total).toBe(2);
    expect(own.rows[0].plan).toBe('annual');
  });

  it('students: admin pages through all, teacher sees only the students of their sections', async () => {
    const all = await list('admin@demo-academy.test', {
      bizobjfile: 'students',
      api: 'students',
      rowsize: 10,
      rowoffset: 5,
      sort: [['last_name', 'desc']],
    });
    expect(all.status).toBe(200);
    const count = await one(sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.parties WHERE kind = 'student'`);
    expect(all.total).toBe(count.c);
    expect(all.rows).toHaveLength(10);
    const names = all.rows.map((x) => x.last_name as string);
    expect([...names].sort().reverse()).toEqual(names);
    const mine = await list('teacher@demo-academy.test', { bizobjfile: 'students', api: 'students', rowsize: 500 });
    expect(mine.status).toBe(200);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(count.c);
  });

  it('students/grades: a student sees only their own grades', async () => {
    const party = (
      await one(
        sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = 'student@demo-academy.test'`,
      )
    ).party_id;
    const r = await list('student@demo-academy.test', { bizobjfile: 'students', api: 'grades', rowsize: 500 });
    expect(r.status).toBe(200);
    const expected = await one(
      sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.grades WHERE student_party_id = ${party}`,
    );
    expect(r.total).toBe(expected.c);
    expect(r.total).toBeGreaterThan(0);
    expect(r.rows.every((x) => x.student_party_id === party)).toBe(true);
    // a score is a number, or absent for missing and excused work
    expect(r.rows.every((x) => typeof x.score === 'number' || (x.score === null && x.mark !== null))).toBe(true);
    expect(r.rows[0].due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses the student list in a tenant that blocks /students', async () => {
    const r = await list('admin@ncsa.test', { bizobjfile: 'students', api: 'students' });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('blocked_path');
  });
});

describe('llm_trans', () => {
  it('prompt_template with default_template = Y includes CommonCharacter', async () => {
    const r = await list('teacher@demo-academy.test', {
      bizobjfile: 'llm_trans',
      api: 'prompt_template',
      filter: [['default_template', '=', 'Y']],
    });
    expect(r.status).toBe(200);
    expect(r.rows.map((x) => x.template_name)).toContain('CommonCharacter');
    expect(r.rows.every((x) => x.default_template === 'Y')).toBe(true);
  });

  it('tenants: operators see every tenant; a school admin is refused', async () => {
    const r = await list('operator@ei.test', { bizobjfile: 'llm_trans', api: 'tenants', rowsize: 100 });
    expect(r.status).toBe(200);
    expect(r.rows.map((x) => x.schema_name)).toEqual(
      expect.arrayContaining(['lms', 'ei_lms', 'ncsa_lms', 'riverside_lms', 'trekai_lms', 'matched_lms', 'public_lms']),
    );
    expect(r.rows.find((x) => x.schema_name === 'trekai_lms')).toMatchObject({
      title: 'TrekAI',
      tenant_model: 'B2CU',
      value: 'TrekAI',
    });
    const school = await list('admin@riverside.test', { bizobjfile: 'llm_trans', api: 'tenants' });
    expect(school.status).toBe(403);
  });

  it('app_controls by tenant_id: operators any tenant, a school only its effective list', async () => {
    const ncsa = await one(sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = 'ncsa_lms'`);
    const op = await list('operator@ei.test', {
      bizobjfile: 'llm_trans',
      api: 'app_controls',
      filter: [['tenant_id', '=', ncsa.id]],
    });
    expect(op.status).toBe(200);
    expect(op.rows).toHaveLength(1);
    expect(op.rows[0].blocked_paths).toContain('/students');
    const riverside = await list('admin@riverside.test', { bizobjfile: 'llm_trans', api: 'app_controls' });
    expect(riverside.status).toBe(200);
    expect(riverside.rows).toHaveLength(1);
    expect(riverside.rows[0]).toMatchObject({ is_default: true });
    const peek = await list('admin@riverside.test', {
      bizobjfile: 'llm_trans',
      api: 'app_controls',
      filter: [['tenant_id', '=', ncsa.id]],
    });
    expect(peek.rows).toHaveLength(0);
  });

  it('teacher_courses_tt: a teacher gets the courses taught in the current term', async () => {
    const r = await list('teacher@demo-academy.test', { bizobjfile: 'llm_trans', api: 'teacher_courses_tt' });
    expect(r.status).toBe(200);
    const expected = await one(sql<{ ids: number[] }>`
      SELECT coalesce(array_agg(DISTINCT sec.course_id ORDER BY sec.course_id), '{}') AS ids
      FROM lms.sections sec JOIN lms.terms tm ON tm.id = sec.term_id
      JOIN platform.app_users u ON u.party_id = sec.teacher_party_id AND u.email = 'teacher@demo-academy.test'
      WHERE tm.school_year || '/' || tm.term_name = (SELECT current_year_term FROM platform.settings s JOIN platform.tenants tt ON tt.id = s.tenant_id WHERE tt.name = 'lms')`);
    expect(r.rows.map((x) => x.key).sort((a, b) => (a as number) - (b as number))).toEqual(expected.ids);
    expect(expected.ids.length).toBeGreaterThan(0);
    expect(r.rows[0]).toHaveProperty('course_title');
  });
});

describe('lookups', () => {
  it('school_levels, grades, grades_levels and subjects are key/value pairs', async () => {
    for (const api of ['school_levels', 'grades', 'grades_levels', 'subjects']) {
      const r = await list('teacher@demo-academy.test', { bizobjfile: 'lookups', api, rowsize: 100 });
      expect(r.status, api).toBe(200);
      expect(r.rows.length, api).toBeGreaterThan(0);
      expect(typeof r.rows[0].key, api).toBe('number');
      expect(typeof r.rows[0].value, api).toBe('string');
    }
    const grades = await list('teacher@demo-academy.test', {
      bizobjfile: 'lookups',
      api: 'grades_levels',
      rowsize: 100,
    });
    expect(grades.total).toBe(13);
    expect(grades.rows[0]).toMatchObject({ value: 'Kindergarten', code: 'K', school_level: 'Elementary' });
  });

  it('grades_levels_tt filters on party id, school year and term name, distinct grade levels', async () => {
    const me = await one(
      sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = 'admin@demo-academy.test'`,
    );
    expect(me.party_id).toBeNull();
    const term = await one(
      sql<{
        school_year: string;
        term_name: string;
      }>`SELECT school_year, term_name FROM lms.terms ORDER BY id DESC LIMIT 1`,
    );
    const teacher = await one(
      sql<{
        party_id: number;
      }>`SELECT teacher_party_id AS party_id FROM lms.sections sec WHERE term_id = (SELECT max(id) FROM lms.terms) LIMIT 1`,
    );
    const r = await list('admin@demo-academy.test', {
      bizobjfile: 'lookups',
      api: 'grades_levels_tt',
      filter: [
        ['party_id', '=', teacher.party_id],
        ['school_year', '=', term.school_year],
        ['term_name', '=', term.term_name],
      ],
    });
    expect(r.status).toBe(200);
    const expected = await one(sql<{ c: number }>`
      SELECT count(DISTINCT c.grade_level_id)::int AS c FROM lms.sections sec JOIN lms.courses c ON c.id = sec.course_id
      WHERE sec.teacher_party_id = ${teacher.party_id} AND sec.term_id = (SELECT max(id) FROM lms.terms)`);
    expect(r.total).toBe(expected.c);
    expect(new Set(r.rows.map((x) => x.key)).size).toBe(r.rows.length);
  });

  it('grades_levels_it / _it_ei: the ind-teacher by its own user id, whatever sub_id says', async () => {
    const me = await userId('indteacher@ei.test');
    const other = await userId('operator@ei.test');
    const own = await list('indteacher@ei.test', {
      bizobjfile: 'lookups',
      api: 'grades_levels_it',
      filter: [['sub_id', '=', me]],
    });
    expect(own.status).toBe(200);
    const expected = await one(
      sql<{
        c: number;
      }>`SELECT count(DISTINCT grade_level_id)::int AS c FROM ei_lms.courses WHERE owner_user_id = ${me}`,
    );
    expect(own.total).toBe(expected.c);
    expect(own.total).toBeGreaterThan(0);
    const spoof = await list('indteacher@ei.test', {
      bizobjfile: 'lookups',
      api: 'grades_levels_it',
      filter: [['sub_id', '=', other]],
    });
    expect(spoof.total).toBe(0);
    const ei = await list('indteacher@ei.test', { bizobjfile: 'lookups', api: 'grades_levels_it_ei' });
    expect(ei.status).toBe(200);
    expect(ei.total).toBeGreaterThanOrEqual(own.total);
    const notEi = await list('teacher@demo-academy.test', { bizobjfile: 'lookups', api: 'grades_levels_it_ei' });
    expect(notEi.status).toBe(403);
  });
});

describe('teachers', () => {
  it('ind_teacher_courses: the ind-teacher gets its own courses with course_title', async () => {
    const me = await userId('indteacher@ei.test');
    const r = await list('indteacher@ei.test', {
      bizobjfile: 'teachers',
      api: 'ind_teacher_courses',
      filter: [['sub_id', '=', me]],
    });
    expect(r.status).toBe(200);
    expect(r.total).toBe(3);
    expect(r.rows.every((x) => typeof x.course_title === 'string' && x.value === x.course_title)).toBe(true);
  });

  it('ind_teacher_courses_ei adds the EI catalogue courses the ind-teacher subscribes to', async () => {
    const r = await list('indteacher@ei.test', { bizobjfile: 'teachers', api: 'ind_teacher_courses_ei' });
    expect(r.status).toBe(200);
    expect(r.total).toBe(5);
  });

  it('other roles get the courses of their party in the current term', async () => {
    const r = await list('student@demo-academy.test', { bizobjfile: 'teachers', api: 'ind_teacher_courses' });
    expect(r.status).toBe(200);
    const expected = await one(sql<{ c: number }>`
      SELECT count(DISTINCT sec.course_id)::int AS c FROM lms.sections sec JOIN lms.enrollments e ON e.section_id = sec.id
      JOIN lms.terms tm ON tm.id = sec.term_id JOIN platform.app_users u ON u.party_id = e.student_party_id AND u.email = 'student@demo-academy.test'
      WHERE tm.school_year || '/' || tm.term_name = (SELECT current_year_term FROM platform.settings s JOIN platform.tenants tt ON tt.id = s.tenant_id WHERE tt.name = 'lms')`);
    expect(r.total).toBe(expected.c);
  });

  it('teachers list needs teacher.read', async () => {
    expect((await list('admin@demo-academy.test', { bizobjfile: 'teachers', api: 'teachers' })).status).toBe(200);
    expect((await list('student@demo-academy.test', { bizobjfile: 'teachers', api: 'teachers' })).status).toBe(403);
  });
});

describe('courses and audit', () => {
  it('courses: a tenant that blocks /courses gets 403; lms admin gets the catalogue', async () => {
    const ei = await list('operator@ei.test', { bizobjfile: 'courses', api: 'courses' });
    expect(ei.status).toBe(403);
    expect(ei.body.error.code).toBe('blocked_path');
    const lms = await list('admin@demo-academy.test', {
      bizobjfile: 'courses',
      api: 'courses',
      filter: [['search', 'ilike', '%math%']],
    });
    expect(lms.status).toBe(200);
    expect(lms.rows.length).toBeGreaterThan(0);
    expect(lms.rows.every((x) => (x.course_title as string).startsWith('Mathematics'))).toBe(true);
  });

  it('audit_log answers the tenant rows to an admin', async () => {
    const r = await list('admin@demo-academy.test', { bizobjfile: 'audit', api: 'audit_log' });
    expect(r.status).toBe(200);
    expect(r.total).toBe(0);
    expect((await list('teacher@demo-academy.test', { bizobjfile: 'audit', api: 'audit_log' })).status).toBe(403);
  });
});
