// The registry is data: these checks keep every entry compilable and consistent.
import { describe, expect, it } from 'vitest';
import { allQueries } from '../../../server/listmodel/query-registry.ts';
import { compileList, selectedColumns } from '../../../server/listmodel/compile.ts';
import { validateRequest } from '../../../server/listmodel/validate-request.ts';
import { mayReadColumn } from '../../../server/listmodel/column-access.ts';
import { ctx, offline } from './compile-helpers.ts';

const SPEC_71 = [
  'security_users/loggedin_user',
  'security_users/admin_list_roles',
  'security_users/settings',
  'security_users/list_roles',
  'security_users/terms',
  'security_users/tenant',
  'security_users/app_providers',
  'students/trekai_subscription',
  'llm_trans/prompt_template',
  'llm_trans/tenants',
  'llm_trans/app_controls',
  'llm_trans/teacher_courses_tt',
  'lookups/school_levels',
  'lookups/grades',
  'lookups/grades_levels',
  'lookups/grades_levels_tt',
  'lookups/grades_levels_it',
  'lookups/grades_levels_it_ei',
  'lookups/subjects',
  'teachers/ind_teacher_courses',
  'teachers/ind_teacher_courses_ei',
];
const entries = allQueries();
const names = entries.map((e) => `${e.bizobjfile}/${e.api}`);

describe('list-query registry', () => {
  it('has every sign-in query and the admin lists', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        ...SPEC_71,
        'security_users/users',
        'students/students',
        'teachers/teachers',
        'courses/courses',
        'audit/audit_log',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(entries.map((e) => [`${e.bizobjfile}/${e.api}`, e] as const))('%s is consistent', (_name, e) => {
    expect(e.columns[e.key], 'key column').toBeDefined();
    for (const [c] of e.defaultSort) expect(e.columns[c]?.sort || c === e.key, `default sort ${c}`).toBeTruthy();
    if (e.groupBy) {
      for (const c of selectedColumns(e)) expect(e.groupBy, `selected ${c} grouped`).toContain(c);
      for (const [c, def] of Object.entries(e.columns))
        if (def.sort) expect(e.groupBy, `sortable ${c} grouped`).toContain(c);
    }
    expect(e.permission === 'authenticated' || /^[a-z_]+(\.[a-z_-]+)+$/.test(e.permission)).toBe(true);
    const texts = [e.from, e.where ?? '', ...Object.values(e.columns).map((c) => c.sql ?? '')];
    for (const s of texts) expect(s).not.toMatch(/;|--|\/\*/);
    // the key and the default order never need a column permission (every caller is ordered by them)
    for (const c of [e.key, ...e.defaultSort.map(([x]) => x)]) expect(e.columns[c].permission, c).toBeUndefined();
    // compiles for each role, without and with the entry's column permissions, with defaults and with
    // every sortable column the principal may read
    const columnPermissions = Object.values(e.columns).flatMap((c) => c.permission ?? c.sqlWithout?.permission ?? []);
    for (const role of ['admin', 'teacher', 'student', 'ind-teacher', 'home-school']) {
      for (const rolePermissions of [[], columnPermissions]) {
        const c = ctx({ currentRole: role, rolePermissions });
        const sortable = Object.keys(e.columns).filter(
          (x) => e.columns[x].sort && mayReadColumn(e.columns[x], c.principal),
        );
        const req = validateRequest(e, { sort: sortable.map((x) => [x, 'desc']) });
        const q = compileList(req, c).compile(offline);
        expect(q.sql).toMatch(/^WITH "__count" AS .*\sORDER BY .* LIMIT \$\d+ OFFSET \$\d+\)\s*SELECT "__page"\.\*/s);
      }
    }
  });
});
