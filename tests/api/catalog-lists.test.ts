// The operators' views of every school's courses, the product catalogue and a user's catalogue
// courses (docs/commerce.md), against the seeded demo data: who may read each list and what it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { listRows } from '../helpers/list-rows.ts';

let t: ApiTest;
beforeAll(async () => {
  t = await createApiTest();
});
afterAll(async () => {
  await t?.close();
});

const OPERATOR = 'operator@ei.test';
const ADMIN = 'admin@demo-academy.test';
const HOMESCHOOL = 'homeschool@ei.test';
const INDTEACHER = 'indteacher@ei.test';
const db = () => t.app.database.db;
const rows = listRows(() => t, 'catalog');
const count = async (q: string) =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${sql.raw(q)}`.execute(db())).rows[0].c;

describe("every school's courses (operators only)", () => {
  it('lists each tenant course once, split by the publisher of the catalogue course it is linked to', async () => {
    const every = await count(
      `platform.tenants pt, LATERAL (SELECT 1 FROM platform.all_tenant_courses() x WHERE x.tenant_id = pt.id) c`,
    );
    const all = await rows(OPERATOR, 'all_tenant_courses');
    expect(all.total).toBe(every);
    const lmsCourses = await count('lms.courses');
    const lms = await rows(OPERATOR, 'all_tenant_courses', [['tenant', '=', 'Demo Academy']]);
    expect(lms.total).toBe(lmsCourses);

    // link one Demo Academy course to a BJU course and one to another publisher (two the demo seed
    // left unlinked)
    const bjuBefore = await rows(OPERATOR, 'all_tenant_courses', [['is_bju', '=', true]]);
    const tenantId = (lms.rows[0] as { tenant_id: number }).tenant_id;
    const linked = await sql<{ course_id: number }>`SELECT course_id FROM platform.tenant_course_links
      WHERE tenant_id = ${tenantId}`.execute(db());
    const taken = new Set(linked.rows.map((r) => r.course_id));
    const [first, second] = (lms.rows as { tenant_id: number; course_id: number }[]).filter(
      (r) => !taken.has(r.course_id),
    );
    const cat = await sql<{ id: number; is_bju: boolean }>`SELECT id, is_bju FROM platform.catalog_courses
      WHERE title IN ('Biology', 'Spanish 1') ORDER BY title`.execute(db());
    const [bio, spanish] = cat.rows;
    for (const [row, c] of [
      [first, bio],
      [second, spanish],
    ] as const)
      await sql`INSERT INTO platform.tenant_course_links (tenant_id, course_id, decision, catalog_course_id)
        VALUES (${row.tenant_id}, ${row.course_id}, 'linked', ${c.id})`.execute(db());
    const bju = await rows(OPERATOR, 'all_tenant_courses', [['is_bju', '=', true]]);
    expect(bju.total).toBe(bjuBefore.total + 1);
    expect(bju.rows.map((r) => [r.course_id, r.catalog_course, r.publisher])).toContainEqual([
      first.course_id,
      'Biology',
      'BJU Press',
    ]);
    const other = await rows(OPERATOR, 'all_tenant_courses', [['is_bju', '=', false]]);
    expect(other.total).toBe(every - bju.total);
    expect(other.rows.find((r) => r.course_id === second.course_id && r.tenant === 'Demo Academy')).toMatchObject({
      catalog_course: 'Spanish 1',
      publisher: 'Open Languages',
    });
  });

  it('refuses a school admin and a home-school user with 403', async () => {
    for (const api of ['all_tenant_courses', 'probable_tenant_courses']) {
      for (const who of [ADMIN, HOMESCHOOL]) {
        const r = await t.list(who, 'catalog', api);
        expect(r.status, `${who} ${api}`).toBe(403);
      }
    }
  });

  it('ranks probable matches by similarity and leaves out decided courses', async () => {
    const sim = await sql<{
      s: number;
    }>`SELECT public.similarity('Spanish 7', 'Spanish 1') AS s`.execute(db());
    expect(sim.rows[0].s).toBeGreaterThan(0.3);
    const none = await sql<{
      s: number;
    }>`SELECT public.similarity('Bible 9', 'Personal Finance') AS s`.execute(db());
    expect(none.rows[0].s).toBe(0);
    const probable = await rows(OPERATOR, 'probable_tenant_courses');
    expect(probable.total).toBeGreaterThan(0);
    const scores = probable.rows.map((r) => Number(r.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= 0.3)).toBe(true);
    const spanish = probable.rows.find((r) => String(r.course_title).startsWith('Spanish'))!;
    expect(spanish.catalog_course).toBe('Spanish 1');
    await sql`INSERT INTO platform.tenant_course_links (tenant_id, course_id, decision)
      VALUES (${spanish.tenant_id as number}, ${spanish.course_id as number}, 'dismissed')`.execute(db());
    const after = await rows(OPERATOR, 'probable_tenant_courses');
    expect(after.total).toBe(probable.total - 1);
    expect(after.rows.some((r) => r.id === spanish.id)).toBe(false);
  });
});

describe('linking and dismissing probable matches', () => {
  const LINKS = '/api/catalog/tenant-course-links';
  it('links many at once (they leave the list and join the publisher side); refusals write nothing', async () => {
    const probable = await rows(OPERATOR, 'probable_tenant_courses', [['is_bju', '=', false]]);
    const pick = probable.rows.slice(0, 2) as {
      id: string;
      tenant_id: number;
      course_id: number;
      catalog_course_id: number;
    }[];
    expect(pick).toHaveLength(2);
    const items = pick.map((r) => ({
      tenant_id: r.tenant_id,
      course_id: r.course_id,
      catalog_course_id: r.catalog_course_id,
    }));
    const links = () => count('platform.tenant_course_links');
    const before = await links();

    expect((await t.call(ADMIN, 'POST', LINKS, { decision: 'linked', items })).status).toBe(403);
    const unknown = [...items, { tenant_id: items[0].tenant_id, course_id: 999999, catalog_course_id: 1 }];
    expect((await t.call(OPERATOR, 'POST', LINKS, { decision: 'linked', items: unknown })).status).toBe(404);
    const noTarget = await t.call(OPERATOR, 'POST', LINKS, {
      decision: 'linked',
      items: [{ tenant_id: 1, course_id: 1 }],
    });
    expect(noTarget.status).toBe(400);
    expect(await links()).toBe(before);

    const ok = await t.call(OPERATOR, 'POST', LINKS, { decision: 'linked', items });
    expect([ok.status, ok.body]).toEqual([200, { data: { saved: 2 } }]);
    expect(await links()).toBe(before + 2);
    const after = await rows(OPERATOR, 'probable_tenant_courses');
    expect(after.rows.some((r) => pick.some((p) => p.id === r.id))).toBe(false);
    const linked = await rows(OPERATOR, 'all_tenant_courses', [['id', 'in', pick.map((p) => p.id)]]);
    expect(linked.rows.map((r) => [r.id, r.catalog_course_id, r.is_bju])).toEqual(
      expect.arrayContaining(pick.map((p) => [p.id, p.catalog_course_id, false])),
    );
    const audit = await count(`platform.audit_log WHERE resource = 'tenant-course-links' AND action = 'link'`);
    expect(audit).toBe(2);
  });

  it('links to a catalogue course the operator chose instead of the suggestion; an unknown one answers 422', async () => {
    const probable = await rows(OPERATOR, 'probable_tenant_courses');
    const one = probable.rows[0] as { id: string; tenant_id: number; course_id: number; catalog_course_id: number };
    const chosen = (
      await sql<{ id: number }>`SELECT id FROM platform.catalog_courses
        WHERE id <> ${one.catalog_course_id} AND is_bju ORDER BY id LIMIT 1`.execute(db())
    ).rows[0].id;
    const item = { tenant_id: one.tenant_id, course_id: one.course_id };
    const before = await count('platform.tenant_course_links');
    const unknown = await t.call(OPERATOR, 'POST', LINKS, {
      decision: 'linked',
      items: [{ ...item, catalog_course_id: 999999 }],
    });
    expect([unknown.status, Object.keys(unknown.body.error.fields)]).toEqual([422, ['catalog_course_id']]);
    expect(await count('platform.tenant_course_links')).toBe(before);
    const ok = await t.call(OPERATOR, 'POST', LINKS, {
      decision: 'linked',
      items: [{ ...item, catalog_course_id: chosen }],
    });
    expect(ok.status).toBe(200);
    const linked = await rows(OPERATOR, 'all_tenant_courses', [['id', '=', one.id]]);
    expect(linked.rows.map((r) => [r.catalog_course_id, r.is_bju])).toEqual([[chosen, true]]);
  });
});

describe('product catalogue', () => {
  it('shows the plans and only the bundles offered to the school; an operator sees every bundle', async () => {
    const school = await rows(ADMIN, 'product_catalog');
    // Demo Academy is offered both seeded sub-catalogues; the three plans come from src/shared/plans.ts
    expect(school.rows.map((r) => [r.kind, r.name, r.price])).toEqual(
      expect.arrayContaining([
        ['subscription', 'Monthly', 19],
        ['subscription', 'Yearly', 190],
        ['one-time', 'One semester', 99],
        ['bundle', 'BJU core', 189 + 215 + 199 + 175],
        ['bundle', 'Electives', 120 + 140 + 95 + 110],
      ]),
    );
    expect(school.total).toBe(5);
    // a bundle offered to nobody: the operators see it, the school does not
    await sql`INSERT INTO platform.sub_catalogs (name) VALUES ('Unoffered')`.execute(db());
    expect((await rows(ADMIN, 'product_catalog', [['kind', '=', 'bundle']])).total).toBe(2);
    const op = await rows(OPERATOR, 'product_catalog', [['kind', '=', 'bundle']]);
    expect(op.rows.map((r) => r.name).sort()).toEqual(['BJU core', 'Electives', 'Unoffered']);
    // NCSA's blocked list holds /admin/product-catalog
    const ncsa = await t.list('admin@ncsa.test', 'catalog', 'product_catalog');
    expect([ncsa.status, ncsa.body.error.code]).toEqual([403, 'blocked_path']);
    const student = await t.list('student@demo-academy.test', 'catalog', 'product_catalog');
    expect(student.status).toBe(403);
  });
});

describe("a user's catalogue courses", () => {
  it('a plan subscription gives every active catalogue course; without one there are none', async () => {
    const active = await count(`platform.catalog_courses WHERE status = 'active'`);
    const mine = await rows(HOMESCHOOL, 'my_courses');
    expect(mine.total).toBe(active);
    expect(mine.rows[0]).toMatchObject({ plans: 'annual' });
    await sql`UPDATE platform.course_subscriptions SET status = 'cancelled'
      WHERE app_user_id = (SELECT user_id FROM platform.app_users WHERE email = ${INDTEACHER})`.execute(db());
    expect((await rows(INDTEACHER, 'my_courses')).total).toBe(0);
    // /ei/my-courses is on Demo Academy's blocked list
    expect((await t.list(ADMIN, 'catalog', 'my_courses')).status).toBe(403);
  });
});

describe('university pages (public)', () => {
  const get = (slug: string) => t.app.inject({ method: 'GET', url: `/api/public/universities/${slug}` });
  it('an operator edits the page content, which the public page then shows; others may not', async () => {
    const url = '/api/catalog/universities/grace-university';
    const content = {
      name: 'Grace University Online',
      logo_url: 'https://grace.example/logo.png',
      body: 'Study with us.',
    };
    expect((await t.call(ADMIN, 'PUT', url, content)).status).toBe(403);
    const anon = await t.app.inject({ method: 'PUT', url, payload: content });
    expect(anon.statusCode).toBe(401);
    expect((await t.call(OPERATOR, 'PUT', url, { ...content, name: '  ' })).status).toBe(400);
    expect((await t.call(OPERATOR, 'PUT', url, { ...content, logo_url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await t.call(OPERATOR, 'PUT', '/api/catalog/universities/no-such-place', content)).status).toBe(404);
    expect((await get('grace-university')).json().data.name).toBe('Grace University');
    const r = await t.call(OPERATOR, 'PUT', url, content);
    expect([r.status, r.body]).toEqual([200, { data: content }]);
    expect((await get('grace-university')).json().data).toMatchObject(content);
    const audit = await count(`platform.audit_log WHERE resource = 'universities' AND record_id = 'grace-university'`);
    expect(audit).toBe(1);
    await t.call(OPERATOR, 'PUT', url, { ...content, name: 'Grace University' });
  });
  it('answers a partner university with the courses of its sub-catalogue, without sign-in', async () => {
    const r = await get('grace-university');
    expect(r.statusCode).toBe(200);
    const page = r.json().data;
    expect(page.name).toBe('Grace University');
    expect(Object.keys(page).sort()).toEqual(['body', 'courses', 'logo_url', 'name', 'slug']);
    // seeded: Grace University offers the "BJU core" sub-catalogue
    expect(page.courses.map((c: { title: string }) => c.title)).toEqual([
      'Algebra 1',
      'Biology',
      'English 9: Writing and Grammar',
      'World History',
    ]);
    expect((await get('no-such-place')).statusCode).toBe(404);
    expect((await get('Bad_Slug')).statusCode).toBe(400);
    await sql`UPDATE platform.universities SET status = 'inactive' WHERE slug = 'grace-university'`.execute(db());
    expect((await get('grace-university')).statusCode).toBe(404);
  });
});
