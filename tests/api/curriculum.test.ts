// Standards imports and curriculum mapping: a CASE package or CSV is checked whole (a fault refuses
// everything and names the identifier or line), mapping cells go through the write engine with
// curriculum.update in the caller's own tenant, and the coverage rows follow the cells.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
const OTHER_ADMIN = 'admin@riverside.test';
const DOC = 'd0c00000-0000-4000-8000-000000000001';

const item = (identifier: string, code: string, grades = ['05']) => ({
  identifier,
  humanCodingScheme: code,
  fullStatement: `Statement of ${code}`,
  educationLevel: grades,
});
const child = (c: string, p: string) => ({
  identifier: `assoc-${c}`,
  associationType: 'isChildOf',
  originNodeURI: { identifier: c, title: c, uri: `urn:${c}` },
  destinationNodeURI: { identifier: p, title: p, uri: `urn:${p}` },
});
const pkg = (
  items = [item('A', 'SCI.5'), item('A1', 'SCI.5.1'), item('A2', 'SCI.5.2'), item('B', 'SCI.6', ['06'])],
  links = [child('A', DOC), child('A1', 'A'), child('A2', 'A'), child('B', DOC)],
) => ({
  CFDocument: { identifier: DOC, title: 'Test science framework', subject: ['Science'], creator: 'Test' },
  CFItems: items,
  CFAssociations: links,
});
const count = async (table: string) =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${sql.id('lms', table)}`.execute(db())).rows[0].c;
const importAs = (email: string, body: object) => t.call(email, 'POST', '/api/curriculum/import', body);

describe('CASE import', () => {
  it('previews without writing, then imports the items with their hierarchy', async () => {
    const before = await count('standards');
    const preview = await importAs(ADMIN, { format: 'case', content: pkg(), dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({ dryRun: true, standards: 4 });
    expect(preview.body.data.frameworks[0]).toMatchObject({ identifier: DOC, added: 4, updated: 0 });
    expect(await count('standards')).toBe(before);

    const done = await importAs(ADMIN, { format: 'case', content: JSON.stringify(pkg()) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await count('standards')).toBe(before + 4);
    const rows = await sql<{ identifier: string; code: string; parent: string | null; grade_levels: string[] }>`
      SELECT s.identifier, s.code, p.identifier AS parent, s.grade_levels FROM lms.standards s
      JOIN lms.frameworks f ON f.id = s.framework_id LEFT JOIN lms.standards p ON p.id = s.parent_id
      WHERE f.identifier = ${DOC} ORDER BY s.identifier`.execute(db());
    expect(rows.rows.map((r) => [r.identifier, r.code, r.parent])).toEqual([
      ['A', 'SCI.5', null],
      ['A1', 'SCI.5.1', 'A'],
      ['A2', 'SCI.5.2', 'A'],
      ['B', 'SCI.6', null],
    ]);
    expect(rows.rows[3].grade_levels).toEqual(['06']);
    expect(done.body.data.frameworks[0]).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    // the same package again changes nothing and says so
    const again = await importAs(ADMIN, { format: 'case', content: pkg() });
    expect(again.body.data.frameworks[0]).toMatchObject({ added: 0, updated: 0, unchanged: 4 });
    expect(await count('standards')).toBe(before + 4);
    // one statement edited: that standard alone is updated, in place
    const edited = pkg();
    edited.CFItems[2] = { ...edited.CFItems[2], fullStatement: 'A reworded statement' };
    const third = await importAs(ADMIN, { format: 'case', content: edited });
    expect(third.body.data.frameworks[0]).toMatchObject({ added: 0, updated: 1, unchanged: 3 });
    expect(await count('standards')).toBe(before + 4);
  });

  it.each([
    ['an unknown parent', pkg(undefined, [child('A', DOC), child('A1', 'NOPE')]), 'A1'],
    ['a duplicate identifier', pkg([item('X', 'X.1'), item('Y', 'Y.1'), item('X', 'X.2')], []), 'X'],
    ['a cycle', pkg([item('X', 'X.1'), item('Y', 'Y.1')], [child('X', 'Y'), child('Y', 'X')]), undefined],
  ])('refuses a package with %s whole', async (_what, content, at) => {
    const [frameworks, standards] = [await count('frameworks'), await count('standards')];
    const r = await importAs(ADMIN, { format: 'case', content });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('invalid_framework');
    if (at) expect(r.body.error.identifier).toBe(at);
    else expect(['X', 'Y']).toContain(r.body.error.identifier);
    expect([await count('frameworks'), await count('standards')]).toEqual([frameworks, standards]);
  });

  it('needs curriculum.update', async () => {
    const r = await importAs(TEACHER, { format: 'case', content: pkg(), dryRun: true });
    expect(r.status).toBe(403);
  });
});

describe('CSV import', () => {
  const csv = (rows: string[]) => ['framework,code,statement,parent code,grade levels', ...rows].join('\n');

  it('imports several frameworks with parents by code', async () => {
    const r = await importAs(ADMIN, {
      format: 'csv',
      content: csv(['CSV Maths,M.1,Numbers,,3;4', 'CSV Maths,M.1.a,"Count, to 100",M.1,3', 'CSV Art,ART.1,Colour,,K']),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.standards).toBe(3);
    const row = await sql<{ statement: string; parent: string; grade_levels: string[] }>`
      SELECT s.statement, p.code AS parent, s.grade_levels FROM lms.standards s
      JOIN lms.standards p ON p.id = s.parent_id WHERE s.code = 'M.1.a'`.execute(db());
    expect(row.rows[0]).toEqual({ statement: 'Count, to 100', parent: 'M.1', grade_levels: ['3'] });
  });

  it('names the line of an unknown parent and of a duplicate code, writing nothing', async () => {
    const before = await count('standards');
    const unknown = await importAs(ADMIN, {
      format: 'csv',
      content: csv(['CSV New,N.1,One,,', 'CSV New,N.2,Two,N.9,']),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.line).toBe(3);
    const dup = await importAs(ADMIN, { format: 'csv', content: csv(['CSV New,N.1,One,,', 'CSV New,N.1,Again,,']) });
    expect(dup.body.error).toMatchObject({ code: 'invalid_framework', line: 3 });
    expect(await count('standards')).toBe(before);
  });
});

describe('mapping', () => {
  let course: number;
  let units: number[];
  let std: Record<string, number>;
  const matrix = async (email = ADMIN) => {
    const r = await t.list(
      email,
      'curriculum',
      'standards_matrix',
      [
        ['course_id', '=', course],
        ['framework_id', 'in', [...new Set(Object.values(std).map(() => frameworkId))]],
      ],
      { rowsize: 100 },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data[0].rows as {
      code: string;
      covered: boolean;
      unit_count: number;
      cells: { unit_id: number; cell_id: number; version: number }[];
    }[];
  };
  let frameworkId: number;

  beforeAll(async () => {
    course = (await sql<{ id: number }>`SELECT id FROM lms.courses ORDER BY id LIMIT 1`.execute(db())).rows[0].id;
    const s = await sql<{ id: number; code: string; framework_id: number }>`SELECT s.id, s.code, s.framework_id
      FROM lms.standards s JOIN lms.frameworks f ON f.id = s.framework_id WHERE f.identifier = ${DOC}`.execute(db());
    std = Object.fromEntries(s.rows.map((r) => [r.code, r.id]));
    frameworkId = s.rows[0].framework_id;
    units = [];
    for (const [i, title] of ['Matter', 'Energy'].entries()) {
      const r = await t.call(ADMIN, 'POST', '/api/resources/course_units', {
        course_id: course,
        title,
        position: i + 1,
        weeks: 3,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      units.push(r.body.data.id);
    }
  });

  it('maps and unmaps cells, and the coverage follows', async () => {
    expect((await matrix()).filter((r) => r.covered)).toEqual([]);
    for (const [unit, code] of [
      [units[0], 'SCI.5.1'],
      [units[1], 'SCI.5.1'],
      [units[1], 'SCI.6'],
    ] as const) {
      const r = await t.call(ADMIN, 'POST', '/api/resources/unit_standards', { unit_id: unit, standard_id: std[code] });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    // 4 standards, 2 of them taught (SCI.5.1 by both units): 2 left unmapped
    let rows = await matrix();
    expect(rows).toHaveLength(4);
    expect(
      rows
        .filter((r) => !r.covered)
        .map((r) => r.code)
        .sort(),
    ).toEqual(['SCI.5', 'SCI.5.2']);
    expect(rows.find((r) => r.code === 'SCI.5.1')!.unit_count).toBe(2);
    const cell = rows.find((r) => r.code === 'SCI.6')!.cells[0];
    expect(cell.unit_id).toBe(units[1]);
    const del = await t.call(ADMIN, 'DELETE', `/api/resources/unit_standards/${cell.cell_id}?version=${cell.version}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    rows = await matrix();
    expect(rows.filter((r) => r.covered).map((r) => r.code)).toEqual(['SCI.5.1']);
    // the teacher reads the matrix but may not change it
    expect((await matrix(TEACHER)).filter((r) => r.covered)).toHaveLength(1);
  });

  it('refuses writes without curriculum.update, a duplicate cell, unknown courses and units of another tenant', async () => {
    const body = { unit_id: units[0], standard_id: std['SCI.5'] };
    expect((await t.call(TEACHER, 'POST', '/api/resources/unit_standards', body)).status).toBe(403);
    // the other school has no such unit (ids are per tenant schema), nor a course 999999
    expect((await t.call(OTHER_ADMIN, 'POST', '/api/resources/unit_standards', body)).status).toBe(404);
    const noCourse = { course_id: 999999, title: 'x' };
    expect((await t.call(ADMIN, 'POST', '/api/resources/course_units', noCourse)).status).toBe(404);
    const dup = await t.call(ADMIN, 'POST', '/api/resources/unit_standards', {
      unit_id: units[0],
      standard_id: std['SCI.5.1'],
    });
    expect(dup.status).toBe(409);
    const cells = await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.unit_standards
      WHERE unit_id = ANY(${units})`.execute(db());
    expect(cells.rows[0].c).toBe(2);
  });
});

describe('demo data', () => {
  it('seeds the demo frameworks, units and some mapped cells', async () => {
    const r = await t.list(ADMIN, 'frameworks', 'frameworks', [['source', '=', 'seed']]);
    expect(r.status).toBe(200);
    const rows = r.body.data[0].rows as { title: string; standard_count: number }[];
    expect(rows.map((f) => f.title)).toContain('Demo Science');
    expect(rows.find((f) => f.title === 'Demo Science')!.standard_count).toBe(5);
    expect(await count('unit_standards')).toBeGreaterThan(0);
  });
});
