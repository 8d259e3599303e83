// The course catalogue, sub-catalogues, a school's offered catalogue with subscribe, and the
// course subscriptions list with cancel (docs/commerce.md), against the seeded demo data.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, OPERATOR, RIVERSIDE } from '../helpers/demo-accounts.ts';
import { listRows, type Rows } from '../helpers/list-rows.ts';

const t = useApiTest();

const NCSA = 'admin@ncsa.test';
const db = () => t.app.database.db;
const rows = listRows(() => t, 'catalog');
const titles = (r: Rows) => r.rows.map((x) => x.title).sort();

describe('course catalogue (operators)', () => {
  it('an operator lists, creates and edits catalogue courses; a school cannot', async () => {
    const all = await rows(OPERATOR, 'course_catalog');
    expect(all.total).toBe(8);
    const bju = await rows(OPERATOR, 'course_catalog', [['is_bju', '=', true]]);
    expect(bju.total).toBe(4);
    const made = await t.call(OPERATOR, 'POST', '/api/resources/catalog-courses', {
      title: 'Chemistry',
      publisher: 'BJU Press',
      is_bju: true,
      grade_levels: '11',
      subject: 'Science',
      price: 205.5,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ title: 'Chemistry', is_bju: true, status: 'active', version: 1 });
    const edit = await t.call(OPERATOR, 'PATCH', `/api/resources/catalog-courses/${made.body.data.id}`, {
      price: 210,
      version: 1,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const found = await rows(OPERATOR, 'course_catalog', [['search', 'ilike', '%chemistry%']]);
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({ price: 210, publisher: 'BJU Press', version: 2 });
    const bad = await t.call(OPERATOR, 'POST', '/api/resources/catalog-courses', { title: 'X', price: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['price']);

    const school = await t.list(ADMIN, 'catalog', 'course_catalog');
    expect(school.status).toBe(403);
    const write = await t.call(ADMIN, 'POST', '/api/resources/catalog-courses', { title: 'Sneaky' });
    expect(write.status).toBe(403);
    expect((await rows(OPERATOR, 'course_catalog')).total).toBe(9);
  });
});

describe('sub-catalogues and what a school is offered', () => {
  it('a school sees only the courses of the active sub-catalogues offered to it', async () => {
    // seeded: BJU core (4 courses) to Demo Academy and Riverside, Electives (4) to Demo Academy and NCSA
    expect((await rows(ADMIN, 'tenant_catalog')).total).toBe(8);
    const ncsa = await rows(NCSA, 'tenant_catalog');
    expect(titles(ncsa)).toEqual(['Art Foundations', 'Intro to Programming', 'Personal Finance', 'Spanish 1']);
    const riverside = await rows(RIVERSIDE, 'tenant_catalog');
    expect(
      riverside.rows.every((r) =>
        ['Algebra 1', 'Biology', 'World History', 'English 9: Writing and Grammar'].includes(String(r.title)),
      ),
    ).toBe(true);
    expect(riverside.total).toBe(4);
  });

  it('an operator offers a new sub-catalogue to NCSA; NCSA then sees its course, unknown ids are refused', async () => {
    const opts = await t.list(OPERATOR, 'catalog', 'catalog_course_options', [], { rowsize: 200 });
    const chem = opts.body.data[0].rows.find((r: { value: string }) => r.value === 'Chemistry');
    const ncsa = (
      await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE config->>'schema_name' = 'ncsa_lms'`.execute(db())
    ).rows[0].id;
    const unknown = await t.call(OPERATOR, 'POST', '/api/resources/sub-catalogs', {
      name: 'Sciences',
      course_ids: [chem.key, 999999],
      tenant_ids: [ncsa],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ course_ids: 'Some of the chosen courses do not exist' });
    const made = await t.call(OPERATOR, 'POST', '/api/resources/sub-catalogs', {
      name: 'Sciences',
      course_ids: [chem.key],
      tenant_ids: [ncsa],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(titles(await rows(NCSA, 'tenant_catalog'))).toContain('Chemistry');
    expect(titles(await rows(RIVERSIDE, 'tenant_catalog'))).not.toContain('Chemistry');
    const listed = await rows(OPERATOR, 'sub_catalogs', [['name', '=', 'Sciences']]);
    expect(listed.rows[0]).toMatchObject({ course_ids: [chem.key], tenant_ids: [ncsa], tenants: 'NCSA' });
    // made inactive, it offers nothing
    const off = await t.call(OPERATOR, 'PATCH', `/api/resources/sub-catalogs/${made.body.data.id}`, {
      status: 'inactive',
      version: 1,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(titles(await rows(NCSA, 'tenant_catalog'))).not.toContain('Chemistry');
  });

  it('a school subscribes an offered course for one of its terms, once; a course not offered answers 404', async () => {
    const offered = await rows(RIVERSIDE, 'tenant_catalog');
    const course = offered.rows[0];
    const term = (
      await sql<{
        t: string;
      }>`SELECT s.current_year_term AS t FROM platform.settings s JOIN platform.tenants x ON x.id = s.tenant_id
        WHERE x.config->>'schema_name' = 'riverside_lms'`.execute(db())
    ).rows[0].t;
    const url = '/api/resources/tenant-catalog/actions/subscribe';
    const badTerm = await t.call(RIVERSIDE, 'POST', url, { ids: [course.id], input: { term: '1999/Nope' } });
    expect(badTerm.status).toBe(400);
    expect(badTerm.body.error.fields).toEqual({ term: "Term is not one of the school's terms" });
    const ok = await t.call(RIVERSIDE, 'POST', url, { ids: [course.id], input: { term } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ succeeded: 1, failed: 0 });
    const again = await t.call(RIVERSIDE, 'POST', url, { ids: [course.id], input: { term } });
    expect(again.body.data.results[0]).toMatchObject({ ok: false, status: 409 });
    expect(again.body.data.results[0].error.code).toBe('already_subscribed');
    const after = await rows(RIVERSIDE, 'tenant_catalog', [['id', '=', course.id]]);
    expect(after.rows[0].subscribed_terms).toBe(term);
    // Intro to Programming is offered to NCSA and Demo Academy, not to Riverside
    const elective = (await rows(NCSA, 'tenant_catalog', [['title', '=', 'Intro to Programming']])).rows[0];
    const refused = await t.call(RIVERSIDE, 'POST', url, { ids: [elective.id], input: { term } });
    expect(refused.body.data.results[0]).toMatchObject({ ok: false, status: 404 });
    const held = await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.course_subscriptions
      WHERE catalog_course_id = ${elective.id as number} AND term = ${term}`.execute(db());
    expect(held.rows[0].c).toBe(0);
  });
});

describe('course subscriptions', () => {
  it('operators list every kind, filtered by subscriber kind; a school admin sees only its own', async () => {
    const all = await t.list(OPERATOR, 'catalog', 'course_subscriptions', [], { rowsize: 200 });
    expect(all.status).toBe(200);
    const kinds = new Set(all.body.data[0].rows.map((r: { subscriber_kind: string }) => r.subscriber_kind));
    expect([...kinds].sort()).toEqual(['family', 'school', 'student', 'teacher']);
    const families = await t.list(OPERATOR, 'catalog', 'course_subscriptions', [['subscriber_kind', '=', 'family']]);
    expect(families.body.data[0].rows.map((r: { subscriber: string }) => r.subscriber)).toHaveLength(1);
    const own = await t.list(ADMIN, 'catalog', 'course_subscriptions', [], { rowsize: 200 });
    expect(own.status).toBe(200);
    expect(own.body.data[0].rows.every((r: { tenant: string }) => r.tenant === 'Demo Academy')).toBe(true);
    expect(own.body.data[0].total).toBe(2);
  });

  it("cancel ends an active subscription once; another school's subscription answers 404", async () => {
    const lms = await t.list(ADMIN, 'catalog', 'course_subscriptions', [], { rowsize: 200 });
    const target = lms.body.data[0].rows[0];
    const url = '/api/resources/course-subscriptions/actions/cancel';
    const foreign = await t.call(NCSA, 'POST', url, { ids: [target.id] });
    expect(foreign.body.data.results[0]).toMatchObject({ ok: false, status: 404 });
    const ok = await t.call(ADMIN, 'POST', url, { ids: [target.id] });
    expect(ok.body.data).toMatchObject({ succeeded: 1 });
    const again = await t.call(ADMIN, 'POST', url, { ids: [target.id] });
    expect(again.body.data.results[0].error.code).toBe('not_cancellable_subscription');
    const row = await sql<{
      status: string;
    }>`SELECT status FROM platform.course_subscriptions WHERE id = ${target.id}`.execute(db());
    expect(row.rows[0].status).toBe('cancelled');
  });
});
