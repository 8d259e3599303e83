// What the curriculum screens read and refuse: the matrix filtered by school level and grade (grade
// 7 is not 17, a CASE "06" is grade 6), a framework's hierarchy, and a framework still mapped to a
// course unit kept (409 in_use) while an unused one is deleted with its standards.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

async function rows(email: string, api: string, filter: unknown[]) {
  const r = await t.list(email, 'curriculum', api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as Record<string, unknown>[];
}
const csv = (lines: string[]) => ['framework,code,statement,parent code,grade levels', ...lines].join('\n');
const importCsv = (lines: string[]) =>
  t.call(ADMIN, 'POST', '/api/curriculum/import', { format: 'csv', content: csv(lines) });
const frameworkId = async (title: string) =>
  (await sql<{ id: number }>`SELECT id FROM lms.frameworks WHERE title = ${title}`.execute(db())).rows[0]?.id;

beforeAll(async () => {
  const r = await importCsv([
    'Screens Test,ST.1,Strand,,06;07',
    'Screens Test,ST.1.a,Only seventeen,ST.1,17',
    'Screens Test,ST.1.b,Grade seven,ST.1,7',
    'Screens Test,ST.2,High school,,10',
  ]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});

describe('the mapping matrix filters', () => {
  const course = async () =>
    (await sql<{ id: number }>`SELECT id FROM lms.courses ORDER BY id LIMIT 1`.execute(db())).rows[0].id;
  const codes = (list: Record<string, unknown>[]) =>
    list
      .filter((r) => String(r.code).startsWith('ST.'))
      .map((r) => r.code)
      .sort();

  it('matches a grade code exactly, reading CASE-style leading zeros', async () => {
    const base = [['course_id', '=', await course()]];
    expect(codes(await rows(ADMIN, 'standards_matrix', [...base, ['grade_key', 'ilike', '%,7,%']]))).toEqual([
      'ST.1',
      'ST.1.b',
    ]);
    expect(codes(await rows(ADMIN, 'standards_matrix', [...base, ['grade_key', 'ilike', '%,6,%']]))).toEqual(['ST.1']);
  });

  it('filters by the school level of the standard’s grades', async () => {
    const level = async (name: string) =>
      (await sql<{ id: number }>`SELECT id FROM lms.school_levels WHERE name = ${name}`.execute(db())).rows[0].id;
    const base = [['course_id', '=', await course()]];
    const high = await rows(ADMIN, 'standards_matrix', [
      ...base,
      ['level_key', 'ilike', `%,${await level('High School')},%`],
    ]);
    // grade 17 is no grade of the school, so ST.1.a belongs to no level
    expect(codes(high)).toEqual(['ST.2']);
    const middle = await rows(ADMIN, 'standards_matrix', [
      ...base,
      ['level_key', 'ilike', `%,${await level('Middle School')},%`],
    ]);
    expect(codes(middle)).toEqual(['ST.1', 'ST.1.b']);
  });
});

describe('frameworks', () => {
  it('lists one framework’s standards with their parents', async () => {
    const id = await frameworkId('Screens Test');
    const list = await rows(TEACHER, 'framework_standards', [['framework_id', '=', id]]);
    const parentOf = Object.fromEntries(
      list.map((r) => [r.code, list.find((p) => p.id === r.parent_id)?.code ?? null]),
    );
    expect(parentOf).toEqual({ 'ST.1': null, 'ST.1.a': 'ST.1', 'ST.1.b': 'ST.1', 'ST.2': null });
  });

  it('keeps a framework mapped to a unit (409 in_use) and deletes an unused one with its standards', async () => {
    const mapped = await sql<{ id: number; version: number; title: string; n: number }>`
      SELECT f.id, f.version, f.title, count(*)::int AS n FROM lms.frameworks f
      JOIN lms.standards s ON s.framework_id = f.id JOIN lms.unit_standards us ON us.standard_id = s.id
      GROUP BY f.id ORDER BY f.id LIMIT 1`.execute(db());
    const m = mapped.rows[0];
    const listed = await t.list(ADMIN, 'frameworks', 'frameworks', [['id', '=', m.id]]);
    expect(listed.body.data[0].rows[0].mapped_count).toBe(m.n);
    const kept = await t.call(ADMIN, 'DELETE', `/api/resources/frameworks/${m.id}?version=${m.version}`);
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe('in_use');
    expect(await frameworkId(m.title)).toBe(m.id);

    const id = await frameworkId('Screens Test');
    const teacher = await t.call(TEACHER, 'DELETE', `/api/resources/frameworks/${id}?version=1`);
    expect(teacher.status).toBe(403);
    const del = await t.call(ADMIN, 'DELETE', `/api/resources/frameworks/${id}?version=1`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const left = await sql<{
      c: number;
    }>`SELECT count(*)::int AS c FROM lms.standards WHERE framework_id = ${id}`.execute(db());
    expect(left.rows[0].c).toBe(0);
  });
});
