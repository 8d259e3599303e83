// Column permissions in the one engine: what is selected, what a search looks at, what is refused.
import { describe, expect, it } from 'vitest';
import { allQueries, findQuery } from '../../../server/listmodel/query-registry.ts';
import { compileList } from '../../../server/listmodel/compile.ts';
import { validateRequest } from '../../../server/listmodel/validate-request.ts';
import { readableColumns } from '../../../server/listmodel/column-access.ts';
import { ApiError } from '../../../server/errors.ts';
import { ctx, offline } from './compile-helpers.ts';

const students = findQuery('students', 'students')!;
const WITHOUT: [string, string[]][] = [
  ['teacher', ['student.read']],
  ['admin', []],
  ['admin', ['dashboard.alerts']],
];

describe('student.email', () => {
  it.each(WITHOUT)('%s holding %j: no e-mail selected, the search looks at names only', (role, perms) => {
    const c = ctx({ currentRole: role, rolePermissions: perms });
    expect(readableColumns(students, c.principal)).not.toContain('email');
    const q = compileList(validateRequest(students, { filter: [['search', 'ilike', '%a%']] }), c).compile(offline);
    expect(q.sql).not.toMatch(/email/);
    expect(q.sql).toContain(`p.first_name || ' ' || p.last_name`);
  });

  it.each([
    ['teacher', ['student.read', 'student.email']],
    ['admin', ['student.email']],
  ])('%s holding %j: e-mail selected and searched', (role, perms) => {
    const c = ctx({ currentRole: role, rolePermissions: perms });
    expect(readableColumns(students, c.principal)).toContain('email');
    const q = compileList(validateRequest(students, { filter: [['search', 'ilike', '%a%']] }), c).compile(offline);
    expect(q.sql).toContain('p.email AS "email"');
    expect(q.sql).toContain("coalesce(p.email, '')) ILIKE");
  });

  it.each([
    ['a filter', { filter: [['email', '=', 'a@b.test']] }, /filter on email/],
    ['a null test', { filter: [['email', 'is_null']] }, /filter on email/],
    ['a sort', { sort: [['email', 'desc']] }, /sort on email/],
  ])('%s on e-mail is a 403 naming the column and the permission', (_n, body, message) => {
    const req = validateRequest(students, body);
    for (const [role, perms] of WITHOUT) {
      let err: unknown;
      try {
        compileList(req, ctx({ currentRole: role, rolePermissions: perms }));
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({
        statusCode: 403,
        code: 'missing_permission',
        details: { permission: 'student.email', column: 'email' },
      });
      expect((err as ApiError).message).toMatch(message);
      expect((err as ApiError).message).toMatch(/student\.email/);
    }
  });
});

describe('the registry', () => {
  // entries that read student records: every column whose SQL reads an e-mail address is guarded
  const readingStudents = allQueries().filter((e) => /kind = 'student'/.test(`${e.where ?? ''} ${e.from}`));

  it('has entries that read student records', () => {
    expect(readingStudents.map((e) => `${e.bizobjfile}/${e.api}`)).toContain('students/students');
  });

  it.each(readingStudents.map((e) => [`${e.bizobjfile}/${e.api}`, e] as const))(
    '%s guards every column that reads e-mail with student.email',
    (_n, e) => {
      for (const [name, def] of Object.entries(e.columns)) {
        if (!/email/i.test(def.sql ?? name)) continue;
        if (def.permission) expect(def.permission, name).toBe('student.email');
        else {
          expect(def.sqlWithout?.permission, name).toBe('student.email');
          expect(def.sqlWithout!.sql, name).not.toMatch(/email/i);
        }
      }
    },
  );
});
