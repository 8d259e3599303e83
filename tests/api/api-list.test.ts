// The list-API catalogue (/api/tbl/api-list) against the registry itself: every registered query is
// listed for a caller who may run it, and hidden (with its column permissions) from one who may not;
// "try it" answers what the list query answers, and needs api.read.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { allQueries } from '../../server/listmodel/query-registry.ts';
import { blockedPathsFor } from '../../src/policies/blocked-paths.ts';
import { hasPermission } from '../../src/policies/permissions.ts';
import { DEFAULT_ROLES } from '../../src/policies/default-roles.ts';
import type { QueryEntry } from '../../server/listmodel/types.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const keyOf = (e: { bizobjfile?: string; api?: string }) => `${e.bizobjfile}/${e.api}`;

/** Worked out from the declaration and the spec's tables, not from the server's policy engine. */
function runnable(e: QueryEntry, schema: string, role: string, perms: readonly string[]): boolean {
  if (e.operatorOnly) return false; // no demo account of lms is an operator
  if (e.onlySchemas && !e.onlySchemas.includes(schema)) return false;
  if (e.uiPath && blockedPathsFor(schema).includes(e.uiPath)) return false;
  return e.permission === 'authenticated' || hasPermission(role, perms, e.permission);
}

async function catalogue(email: string) {
  const r = await t.call(email, 'GET', '/api/tbl/api-list');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { data: Json[]; canRun: boolean };
}

const teacherPerms = DEFAULT_ROLES.find((r) => r.role_name === 'teacher')!.role_permissions;
const setTeacher = (perms: string[]) =>
  sql`UPDATE platform.roles SET role_permissions = ${JSON.stringify(perms)}::jsonb
    WHERE role_name = 'teacher' AND tenant_id = (SELECT id FROM platform.tenants WHERE config->>'schema_name' = 'lms')`.execute(
    t.app.database.db,
  );

describe('list-API catalogue', () => {
  it('lists every registered query an admin may run, with its fields, and hides the rest', async () => {
    const { data, canRun } = await catalogue(ADMIN);
    expect(canRun).toBe(true);
    const registry = allQueries();
    const expected = registry.filter((e) => runnable(e, 'lms', 'admin', DEFAULT_ROLES[0].role_permissions));
    expect(data.map(keyOf).sort()).toEqual(expected.map(keyOf).sort());
    // hidden ones are hidden for a stated reason: operator-only, another tenant's, or a blocked page
    expect(registry.length - expected.length).toBeGreaterThan(0);
    const courses = data.find((e) => keyOf(e) === 'courses/courses')!;
    const decl = registry.find((e) => keyOf(e) === 'courses/courses')!;
    expect(courses.permission).toBe(decl.permission);
    expect(courses.fields.map((f: Json) => f.name)).toEqual(Object.keys(decl.columns));
    const title = courses.fields.find((f: Json) => f.name === 'course_title');
    expect(title).toMatchObject({ label: decl.columns.course_title.label, type: 'text', sortable: true });
    expect(title.operators).toContain('ilike');
    // a column needing a permission admin does not hold (student.email is explicit-only) is left out
    const students = data.find((e) => keyOf(e) === 'students/students')!;
    expect(students.fields.map((f: Json) => f.name)).not.toContain('email');
  });

  it('shows a teacher granted table.read only the queries its role may read, and refuses "try it" without api.read', async () => {
    expect((await t.call(TEACHER, 'GET', '/api/tbl/api-list')).status).toBe(403);
    const perms = [...teacherPerms, 'table.read'];
    await setTeacher(perms);
    try {
      const { data, canRun } = await catalogue(TEACHER);
      expect(canRun).toBe(false);
      const expected = allQueries().filter((e) => runnable(e, 'lms', 'teacher', perms));
      expect(data.map(keyOf).sort()).toEqual(expected.map(keyOf).sort());
      expect(data.map(keyOf)).toContain('courses/courses');
      expect(data.map(keyOf)).not.toContain('security_users/users'); // user.read
      const run = await t.call(TEACHER, 'POST', '/api/tbl/api-list/run', { bizobjfile: 'courses', api: 'courses' });
      expect(run.status).toBe(403);
      expect(run.body.error.code).toBe('missing_permission');
    } finally {
      await setTeacher(teacherPerms);
    }
  });

  it('"try it" answers the list query\'s rows for the same body, and refuses a bad filter', async () => {
    const body = { bizobjfile: 'courses', api: 'courses', filter: [['course_title', 'ilike', '%a%']], rowsize: 5 };
    const tried = await t.call(ADMIN, 'POST', '/api/tbl/api-list/run', body);
    const direct = await t.call(ADMIN, 'POST', '/api/query/listmodel', body);
    expect(tried.status).toBe(200);
    expect(tried.body.data[0].total).toBeGreaterThan(0);
    expect(tried.body).toEqual(direct.body);
    const bad = await t.call(ADMIN, 'POST', '/api/tbl/api-list/run', {
      ...body,
      filter: [['no_such_column', '=', 1]],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_filter_column');
  });
});
