// Table templates (server/entities/tbl-templates.ts, server/tbl/): created from a master, checked
// against the list query's declaration (unknown column, operator or query → 422, nothing stored),
// their rows equal the list query's rows, scoped to the school (another school's → 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { MASTER_TEMPLATES } from '../../server/tbl/masters.ts';

let t: ApiTest;
beforeAll(async () => {
  t = await createApiTest();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const OTHER = 'admin@ncsa.test';
const URL = '/api/resources/tbl_templates';
const course = {
  template_name: 'Active courses',
  bizobjfile: 'courses',
  api: 'courses',
  columns: [
    { name: 'course_code', label: 'Code', visible: true, width: 120 },
    { name: 'course_title', label: 'Title', visible: true },
    { name: 'status', label: 'Status', visible: false },
  ],
  filters: [{ column: 'status', op: '=', value: 'active' }],
  sort: [{ column: 'course_code', dir: 'desc' }],
};
const count = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.tbl_templates`.execute(t.app.database.db)).rows[0].n,
  );

describe('table templates', () => {
  let saved: { id: number; version: number };

  it('lists the master templates for any signed-in user', async () => {
    const r = await t.list(TEACHER, 'tbl', 'master_templates', [], { rowsize: 50 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data[0].rows.map((x: { template_name: string }) => x.template_name).sort()).toEqual(
      MASTER_TEMPLATES.map((m) => m.template_name).sort(),
    );
  });

  it('creates a template from a master and answers its rows as the list query does', async () => {
    const masters = await t.list(ADMIN, 'tbl', 'master_templates', [['template_name', '=', 'Course list']]);
    const master = masters.body.data[0].rows[0];
    const r = await t.call(ADMIN, 'POST', URL, { ...course, master_template_id: master.id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    saved = r.body.data;
    expect(r.body.data).toMatchObject({ template_name: 'Active courses', columns: course.columns });

    const rows = await t.call(ADMIN, 'POST', `/api/tbl/templates/${saved.id}/rows`, { rowsize: 3, rowoffset: 1 });
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    const direct = await t.list(ADMIN, 'courses', 'courses', [['status', '=', 'active']], {
      rowsize: 3,
      rowoffset: 1,
      sort: [['course_code', 'desc']],
    });
    expect(rows.body.data[0].total).toBe(direct.body.data[0].total);
    expect(rows.body.data[0].total).toBeGreaterThan(3);
    expect(rows.body.data[0].rows).toEqual(
      direct.body.data[0].rows.map((x: Record<string, unknown>) => ({
        course_code: x.course_code,
        course_title: x.course_title,
      })),
    );
    expect(rows.body.columns.map((c: { name: string }) => c.name)).toEqual(['course_code', 'course_title']);
  });

  it('refuses a column, operator, sort or query the list query does not have, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ columns: [{ name: 'no_such', label: 'X', visible: true }] }, 'columns.0'],
      [{ columns: [{ name: 'search', label: 'Search', visible: true }] }, 'columns.0'],
      [{ filters: [{ column: 'subject_id', op: 'like', value: 'x' }] }, 'filters.0'],
      [{ filters: [{ column: 'section_count', op: '=', value: 1 }] }, 'filters.0'],
      [{ filters: [{ column: 'no_such', op: '=', value: 'x' }] }, 'filters.0'],
      [{ sort: [{ column: 'description', dir: 'asc' }] }, 'sort.0'],
      [{ api: 'no_such_query' }, 'api'],
    ];
    for (const [change, field] of cases) {
      const r = await t.call(ADMIN, 'POST', URL, { ...course, template_name: `Bad ${field}`, ...change });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.error.code).toBe('template_invalid');
      expect(Object.keys(r.body.error.fields)).toEqual([field]);
    }
    const shape = await t.call(ADMIN, 'POST', URL, { ...course, columns: [] });
    expect(shape.status).toBe(400);
    const master = await t.call(ADMIN, 'POST', URL, { ...course, template_name: 'M', master_template_id: 999999 });
    expect(master.status).toBe(422);
    expect(master.body.error.code).toBe('master_template_missing');
    const edit = await t.call(ADMIN, 'PATCH', `${URL}/${saved.id}`, {
      version: saved.version,
      filters: [{ column: 'status', op: 'like', value: 'x' }],
    });
    expect(edit.status).toBe(200); // status is text: like is allowed
    saved = edit.body.data;
    const badEdit = await t.call(ADMIN, 'PATCH', `${URL}/${saved.id}`, {
      version: saved.version,
      sort: [{ column: 'nothing', dir: 'asc' }],
    });
    expect(badEdit.status).toBe(422);
    const { template_name: _name, ...definition } = course;
    const preview = await t.call(ADMIN, 'POST', '/api/tbl/templates/preview', {
      ...definition,
      sort: [{ column: 'x', dir: 'asc' }],
    });
    expect(preview.status).toBe(422);
    const good = await t.call(ADMIN, 'POST', '/api/tbl/templates/preview', { ...definition, rowsize: 2 });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data[0].rows.length).toBe(2);
    expect(await count()).toBe(before);
  });

  it('keeps templates to their school and their writes to table.update', async () => {
    const list = await t.list(OTHER, 'tbl', 'templates', [['id', '=', saved.id]]);
    expect(list.status).toBe(200);
    expect(list.body.data[0].rows).toEqual([]);
    const rows = await t.call(OTHER, 'POST', `/api/tbl/templates/${saved.id}/rows`, {});
    expect(rows.status).toBe(404);
    const edit = await t.call(OTHER, 'PATCH', `${URL}/${saved.id}`, { version: saved.version, template_name: 'Mine' });
    expect(edit.status).toBe(404);
    const del = await t.call(OTHER, 'DELETE', `${URL}/${saved.id}`, { version: saved.version });
    expect(del.status).toBe(404);
    const teacher = await t.call(TEACHER, 'POST', URL, { ...course, template_name: 'Teacher' });
    expect(teacher.status).toBe(403);
    const teacherRows = await t.call(TEACHER, 'POST', `/api/tbl/templates/${saved.id}/rows`, {});
    expect(teacherRows.status).toBe(403);
  });

  it('clones by creating a copy; the source stays as it was', async () => {
    const source = (await t.list(ADMIN, 'tbl', 'templates', [['id', '=', saved.id]])).body.data[0].rows[0];
    const copy = await t.call(ADMIN, 'POST', URL, {
      template_name: `Copy of ${source.template_name}`,
      description: source.description,
      master_template_id: source.master_template_id,
      bizobjfile: source.bizobjfile,
      api: source.api,
      columns: source.columns,
      filters: source.filters,
      sort: source.sort,
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.data.id).not.toBe(saved.id);
    const dup = await t.call(ADMIN, 'POST', URL, { ...course, template_name: source.template_name });
    expect(dup.status).toBe(409);
  });
});
