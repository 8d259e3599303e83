// Table templates (server/tbl/tbl-templates.ts, server/tbl/): created from a master, checked
// against the list query's declaration (unknown column, operator, query, grouping or total → 422,
// nothing stored), their rows equal the list query's rows, scoped to the school (another school's
// → 404); grouped and totalled exports (CSV, XLSX, PDF) hold the list query's rows and the totals
// computed here from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { MASTER_TEMPLATES } from '../../server/db/migrations/data/tbl-masters.ts';

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
      [{ group_by: 'no_such' }, 'group_by'],
      [{ group_by: 'search' }, 'group_by'],
      [{ group_by: 'description' }, 'group_by'], // not sortable
      [{ totals: [{ column: 'course_title', fn: 'sum' }] }, 'totals.0'], // not numeric
      [{ totals: [{ column: 'nope', fn: 'max' }] }, 'totals.0'],
      [
        {
          columns: [...course.columns, { name: 'section_count', label: 'S', visible: false }],
          totals: [{ column: 'section_count', fn: 'sum' }],
        },
        'totals.0',
      ], // hidden
    ];
    for (const [change, field] of cases) {
      const r = await t.call(ADMIN, 'POST', URL, { ...course, template_name: `Bad ${field}`, ...change });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.error.code).toBe('template_invalid');
      expect(Object.keys(r.body.error.fields)).toEqual([field]);
    }
    const shape = await t.call(ADMIN, 'POST', URL, { ...course, columns: [] });
    expect(shape.status).toBe(400);
    const fn = await t.call(ADMIN, 'POST', URL, { ...course, totals: [{ column: 'section_count', fn: 'median' }] });
    expect(fn.status).toBe(400);
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
    const badTotal = await t.call(ADMIN, 'PATCH', `${URL}/${saved.id}`, {
      version: saved.version,
      totals: [{ column: 'course_code', fn: 'avg' }],
    });
    expect(badTotal.status).toBe(422);
    expect(badTotal.body.error.message).toContain('course_code is not numeric');
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

type Row = Record<string, unknown>;
const sum = (rows: Row[], c: string) => rows.reduce((a, r) => a + Number(r[c] ?? 0), 0);
const max = (rows: Row[], c: string) => Math.max(...rows.map((r) => Number(r[c])));

describe('grouping, totals and exports', () => {
  const rosters = {
    template_name: 'Rosters by term',
    bizobjfile: 'sections',
    api: 'sections',
    columns: [
      { name: 'section_code', label: 'Code', visible: true },
      { name: 'term', label: 'Term', visible: false },
      { name: 'enrolled', label: 'Enrolled', visible: true },
      { name: 'capacity', label: 'Capacity', visible: true },
    ],
    filters: [],
    sort: [{ column: 'section_code', dir: 'asc' }],
    group_by: 'term',
    totals: [
      { column: 'enrolled', fn: 'sum' },
      { column: 'capacity', fn: 'max' },
    ],
  };
  let id = 0;
  let direct: Row[] = [];
  const groups: { term: string; rows: Row[] }[] = [];
  const exported = async (format: string, name = 'Rosters by term') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tbl/templates/${id}/export`,
      headers: { authorization: `Bearer ${await t.token(ADMIN)}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ format }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}.${format}"`);
    return res;
  };

  beforeAll(async () => {
    const r = await t.call(ADMIN, 'POST', URL, rosters);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    id = r.body.data.id;
    const list = await t.list(ADMIN, 'sections', 'sections', [], {
      rowsize: 500,
      sort: [
        ['term', 'asc'],
        ['section_code', 'asc'],
      ],
    });
    direct = list.body.data[0].rows;
    for (const row of direct) {
      const last = groups[groups.length - 1];
      if (last?.term === row.term) last.rows.push(row);
      else groups.push({ term: String(row.term), rows: [row] });
    }
    expect(groups.length).toBeGreaterThan(1);
    expect(sum(direct, 'enrolled')).toBeGreaterThan(0);
  });

  it('answers a page in group order with the grand totals and its groups subtotals', async () => {
    const r = await t.call(ADMIN, 'POST', `/api/tbl/templates/${id}/rows`, { rowsize: 3 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data[0].rows.map((x: Row) => x.section_code)).toEqual(direct.slice(0, 3).map((x) => x.section_code));
    expect(r.body.group_by).toEqual({ name: 'term', label: 'Term' });
    expect(r.body.totals).toEqual([
      { column: 'enrolled', fn: 'sum', value: sum(direct, 'enrolled') },
      { column: 'capacity', fn: 'max', value: max(direct, 'capacity') },
    ]);
    expect(r.body.groups[0]).toEqual({
      value: groups[0].term,
      count: groups[0].rows.length,
      totals: [
        { column: 'enrolled', fn: 'sum', value: sum(groups[0].rows, 'enrolled') },
        { column: 'capacity', fn: 'max', value: max(groups[0].rows, 'capacity') },
      ],
    });
  });

  it('exports CSV with group headings, subtotals and a grand total equal to sums of the rows', async () => {
    const lines = (await exported('csv')).body
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(lines[0]).toEqual(['Code', 'Enrolled', 'Capacity']);
    const expected = [['Code', 'Enrolled', 'Capacity']];
    for (const g of groups) {
      expected.push([`Term: ${g.term} (${g.rows.length} rows)`, '', '']);
      for (const row of g.rows) expected.push([String(row.section_code), String(row.enrolled), String(row.capacity)]);
      expected.push(['Subtotal', String(sum(g.rows, 'enrolled')), String(max(g.rows, 'capacity'))]);
    }
    expected.push(['Total', String(sum(direct, 'enrolled')), String(max(direct, 'capacity'))]);
    expect(lines).toEqual(expected);
  });

  it('exports XLSX whose total row holds the sums as numbers', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exported('xlsx')).rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Code', 'Enrolled', 'Capacity']);
    expect(ws.rowCount).toBe(1 + direct.length + 2 * groups.length + 1);
    expect(values(ws.rowCount)).toEqual(['Total', sum(direct, 'enrolled'), max(direct, 'capacity')]);
    expect(values(2 + groups[0].rows.length + 1)).toEqual([
      'Subtotal',
      sum(groups[0].rows, 'enrolled'),
      max(groups[0].rows, 'capacity'),
    ]);
  });

  it('exports a PDF table with every row, group headings, subtotals and totals', async () => {
    const pdf = await getDocumentProxy(new Uint8Array((await exported('pdf')).rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Rosters by term');
    for (const row of direct) expect(text).toContain(String(row.section_code));
    for (const g of groups) {
      expect(text).toContain(`Term: ${g.term} (${g.rows.length} rows)`);
      expect(text).toContain(`sum ${sum(g.rows, 'enrolled')}`);
    }
    expect(text).toContain(`sum ${sum(direct, 'enrolled')}`);
    expect(text).toContain(`max ${max(direct, 'capacity')}`);
    expect((await pdf.getPage(1)).view).toEqual([0, 0, 612, 792]); // portrait: three columns
  });

  it('repeats the column headings on every page and turns a wide template landscape', async () => {
    const cols = [
      'last_name',
      'first_name',
      'full_name',
      'account_status',
      'date_of_birth',
      'grade_level',
      'section_count',
    ];
    const wide = await t.call(ADMIN, 'POST', URL, {
      template_name: 'Wide students',
      bizobjfile: 'students',
      api: 'students',
      columns: cols.map((name) => ({ name, label: `H_${name}`, visible: true })),
      filters: [],
      sort: [{ column: 'last_name', dir: 'asc' }],
      totals: [{ column: 'section_count', fn: 'avg' }],
    });
    expect(wide.status, JSON.stringify(wide.body)).toBe(201);
    id = wide.body.data.id;
    const pdf = await getDocumentProxy(new Uint8Array((await exported('pdf', 'Wide students')).rawPayload));
    expect(pdf.numPages).toBeGreaterThan(1);
    expect((await pdf.getPage(1)).view).toEqual([0, 0, 792, 612]);
    const { text } = await extractText(pdf);
    for (const page of text) expect(page).toContain('H_last_name');
  });
});
