// Terms (server/terms/terms.ts): records with dates that the settings' term list and current
// term follow; the current term and terms with sections are kept.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();

const settings = async () =>
  (
    await sql<{ current_year_term: string; year_term_arr: string[] }>`
      SELECT s.current_year_term, s.year_term_arr FROM platform.settings s
      JOIN platform.tenants t ON t.id = s.tenant_id WHERE t.name = 'lms'`.execute(t.app.database.db)
  ).rows[0];
const terms = async (email: string, filter: unknown[] = []) => {
  const r = await t.list(email, 'terms', 'terms', filter, { rowsize: 100 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as Record<string, unknown>[];
};
const act = (id: number) => t.call(ADMIN, 'POST', '/api/resources/terms/actions/make_current', { ids: [id] });

describe('terms', () => {
  it('lists the seeded terms with dates, section counts and the current one, to any signed-in user', async () => {
    const { current_year_term } = await settings();
    const rows = await terms(TEACHER);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.is_current).map((r) => r.value)).toEqual([current_year_term]);
    const fall = rows.find((r) => r.term_name === 'Fall')!;
    const year = String(fall.school_year).slice(0, 4);
    expect(String(fall.start_date).slice(0, 10)).toBe(`${year}-08-18`);
    expect(rows.some((r) => Number(r.section_count) > 0)).toBe(true);
  });

  it('a new term joins the settings list; renaming it renames it there; dates out of order are refused', async () => {
    const bad = await t.call(ADMIN, 'POST', '/api/resources/terms', {
      school_year: '2031-2032',
      term_name: 'Winter',
      start_date: '2032-03-01',
      end_date: '2032-01-01',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['end_date']);
    expect((await settings()).year_term_arr).not.toContain('2031-2032/Winter');

    const made = await t.call(ADMIN, 'POST', '/api/resources/terms', {
      school_year: '2031-2032',
      term_name: 'Winter',
      start_date: '2032-01-05',
      end_date: '2032-03-20',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await settings()).year_term_arr).toContain('2031-2032/Winter');

    const renamed = await t.call(ADMIN, 'PATCH', `/api/resources/terms/${made.body.data.id}`, {
      term_name: 'Summer',
      version: made.body.data.version,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const arr = (await settings()).year_term_arr;
    expect(arr).toContain('2031-2032/Summer');
    expect(arr).not.toContain('2031-2032/Winter');

    const dup = await t.call(ADMIN, 'POST', '/api/resources/terms', { school_year: '2031-2032', term_name: 'Summer' });
    expect(dup.status).toBe(409);
  });

  it('make current moves the current term; the current term and a term with sections cannot be deleted', async () => {
    const before = await settings();
    const rows = await terms(ADMIN);
    const other = rows.find((r) => !r.is_current && Number(r.section_count) === 0 && r.school_year !== '2031-2032');
    const made =
      other ??
      (await t.call(ADMIN, 'POST', '/api/resources/terms', { school_year: '2032-2033', term_name: 'Fall' })).body.data;
    const id = Number(made.id);
    const r = await act(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.succeeded).toBe(1);
    const after = await settings();
    expect(after.current_year_term).not.toBe(before.current_year_term);
    expect((await terms(ADMIN, [['is_current', '=', true]])).map((x) => x.id)).toEqual([id]);

    const current = (await terms(ADMIN)).find((x) => x.id === id)!;
    const refused = await t.call(ADMIN, 'DELETE', `/api/resources/terms/${id}`, { version: current.version });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('current_term');

    const back = (await terms(ADMIN)).find((x) => x.value === before.current_year_term)!;
    expect((await act(Number(back.id))).body.data.succeeded).toBe(1);
    const used = (await terms(ADMIN)).find((x) => Number(x.section_count) > 0 && !x.is_current)!;
    const kept = await t.call(ADMIN, 'DELETE', `/api/resources/terms/${used.id}`, { version: used.version });
    expect(kept.status).toBe(409);
    expect(kept.body.error.code).toBe('term_in_use');

    const gone = await t.call(ADMIN, 'DELETE', `/api/resources/terms/${id}`, { version: current.version });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await settings()).year_term_arr).not.toContain(current.value);
  });

  it('a teacher reads terms but may not change them', async () => {
    const r = await t.call(TEACHER, 'POST', '/api/resources/terms', { school_year: '2033-2034', term_name: 'Fall' });
    expect(r.status).toBe(403);
  });
});
