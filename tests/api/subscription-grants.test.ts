// Operators grant, extend and end course subscriptions by hand (docs/commerce.md) for a school, a
// home-school family and an independent teacher: each write has its audit record, a family's or
// teacher's access row in their tenant follows, bad input answers 400 at its field and writes
// nothing, and a school's administrator may not grant.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, FAMILY, IND, OPERATOR } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const URL = '/api/resources/course-subscriptions';
const dayAfter = async (n: number) =>
  (await sql<{ d: string }>`SELECT (current_date + ${n}::int)::text AS d`.execute(db())).rows[0]!.d;
const count = async () =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.course_subscriptions`.execute(db())).rows[0]!.c;
const audit = async (id: number) =>
  (
    await sql<{ action: string; tenant_id: number }>`SELECT action, tenant_id FROM platform.audit_log
      WHERE resource = 'course-subscriptions' AND record_id = ${String(id)} ORDER BY id`.execute(db())
  ).rows.map((r) => r.action);
const accessOf = async (schema: string, id: number) =>
  (
    await sql<{ status: string; ends: string }>`SELECT status, ends_at::text AS ends
      FROM ${sql.id(schema)}.subscriptions WHERE id = ${id}`.execute(db())
  ).rows[0];

describe('subscriptions by hand', () => {
  it('grants a family, extends and ends it, each audited, its access row following', async () => {
    const until = await dayAfter(90);
    const made = await t.call(OPERATOR, 'POST', URL, {
      subscriber_kind: 'family',
      email: FAMILY,
      plan: 'annual',
      ends_at: until,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const sub = made.body.data;
    expect(sub).toMatchObject({ subscriber_kind: 'family', plan: 'annual', status: 'active' });
    expect(await accessOf('ei_lms', sub.access_id)).toEqual({ status: 'active', ends: until });

    const later = await dayAfter(120);
    const ext = await t.call(OPERATOR, 'POST', `${URL}/actions/extend`, { ids: [sub.id], input: { ends_at: later } });
    expect(ext.body.data, JSON.stringify(ext.body)).toMatchObject({ succeeded: 1 });
    expect(await accessOf('ei_lms', sub.access_id)).toEqual({ status: 'active', ends: later });
    // not later than it already is
    const back = await t.call(OPERATOR, 'POST', `${URL}/actions/extend`, { ids: [sub.id], input: { ends_at: until } });
    expect(back.body.data.results[0]).toMatchObject({ ok: false, status: 400 });

    const today = await dayAfter(0);
    const end = await t.call(OPERATOR, 'POST', `${URL}/actions/end`, { ids: [sub.id], input: { ends_at: today } });
    expect(end.body.data, JSON.stringify(end.body)).toMatchObject({ succeeded: 1 });
    expect(await accessOf('ei_lms', sub.access_id)).toEqual({ status: 'active', ends: today });
    expect(await audit(sub.id)).toEqual(['grant', 'extend', 'end']);
  });

  it('grants a teacher a plan and a school a catalogue course for one of its terms', async () => {
    const teacher = await t.call(OPERATOR, 'POST', URL, {
      subscriber_kind: 'teacher',
      email: IND,
      plan: 'monthly',
      ends_at: await dayAfter(30),
    });
    expect(teacher.status, JSON.stringify(teacher.body)).toBe(201);
    expect(teacher.body.data.access_id).toBeGreaterThan(0);
    const school = (
      await sql<{ id: number; term: string }>`SELECT t.id, s.year_term_arr->>0 AS term FROM platform.tenants t
        JOIN platform.settings s ON s.tenant_id = t.id WHERE t.config->>'schema_name' = 'riverside_lms'`.execute(db())
    ).rows[0]!;
    const course = (await sql<{ id: number }>`SELECT min(id) AS id FROM platform.catalog_courses`.execute(db()))
      .rows[0]!;
    const granted = await t.call(OPERATOR, 'POST', URL, {
      subscriber_kind: 'school',
      tenant_id: school.id,
      catalog_course_id: course.id,
      term: school.term,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body.data).toMatchObject({ tenant_id: school.id, term: school.term, access_id: null });
    expect(await audit(granted.body.data.id)).toEqual(['grant']);
  });

  it('refuses bad grants at their field and a school administrator, writing nothing', async () => {
    const before = await count();
    const ends_at = await dayAfter(10);
    const cases: [unknown, string][] = [
      [{ subscriber_kind: 'family', email: ADMIN, plan: 'annual', ends_at }, 'email'],
      [{ subscriber_kind: 'family', email: FAMILY, plan: 'annual' }, 'ends_at'],
      [{ subscriber_kind: 'family', email: FAMILY, plan: 'annual', ends_at: '2020-01-01' }, 'ends_at'],
      [{ subscriber_kind: 'teacher', email: IND, plan: 'lifetime', ends_at }, 'plan'],
      [{ subscriber_kind: 'school', tenant_id: 999999, catalog_course_id: 1, term: 'x' }, 'tenant_id'],
    ];
    for (const [body, field] of cases) {
      const r = await t.call(OPERATOR, 'POST', URL, body);
      expect([r.status, Object.keys(r.body.error?.fields ?? {})], JSON.stringify(body)).toEqual([400, [field]]);
    }
    const school = await t.call(ADMIN, 'POST', URL, {
      subscriber_kind: 'family',
      email: FAMILY,
      plan: 'annual',
      ends_at,
    });
    expect([school.status, school.body.error.code]).toEqual([403, 'operator_only']);
    expect(await count()).toBe(before);
  });
});
