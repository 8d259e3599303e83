// Request values never reach SQL text: they are parameters, whatever they contain.
import { describe, expect, it } from 'vitest';
import { findQuery } from '../../../server/listmodel/query-registry.ts';
import { compileList } from '../../../server/listmodel/compile.ts';
import { validateRequest } from '../../../server/listmodel/validate-request.ts';
import { ctx, offline } from './compile-helpers.ts';

const HOSTILE = [
  "x'; DROP TABLE platform.app_users; --",
  '" OR 1=1 --',
  '/* */ UNION SELECT',
  'é\u202e💥',
  'lms"; SELECT 1; --',
];

describe('compileList', () => {
  it.each(HOSTILE)('keeps %j out of the SQL text', (v) => {
    const e = findQuery('security_users', 'users')!;
    const req = validateRequest(e, {
      filter: [
        ['email', '=', v],
        ['search', 'ilike', v],
        ['last_name', 'in', [v, 'b']],
      ],
    });
    const q = compileList(req, ctx()).compile(offline);
    expect(q.sql).not.toContain(v);
    expect(q.parameters).toEqual(expect.arrayContaining([v]));
  });

  it('puts the tenant schema in as a quoted identifier and ids as parameters', () => {
    const e = findQuery('students', 'students')!;
    const q = compileList(
      validateRequest(e, { rowsize: 20, rowoffset: 40 }),
      ctx({ schema: 'ncsa_lms', currentRole: 'teacher' }),
    ).compile(offline);
    expect(q.sql).toContain('"ncsa_lms".parties p');
    // the sign-in account join's tenant (3), then the teacher's party (7), in the count and the page
    expect(q.sql).toMatch(/u\.tenant_id = \$1 .*ts\.teacher_party_id = \$2/s);
    expect(q.parameters).toEqual([3, 7, 3, 7, 20, 40]);
  });

  it('adds the key as a tie-breaker; counts and pages in one statement', () => {
    const e = findQuery('courses', 'courses')!;
    const req = validateRequest(e, { sort: [['course_title', 'desc']] });
    const q = compileList(req, ctx()).compile(offline).sql;
    expect(q).toMatch(/ORDER BY c\.course_title DESC, c\.id ASC LIMIT/);
    expect(q).toMatch(/^WITH "__count" AS \(SELECT count\(\*\)::int AS n FROM \(SELECT 1 FROM/);
  });

  it('does not take ::text casts for placeholders', () => {
    const e = findQuery('security_users', 'users')!;
    const q = compileList(validateRequest(e, {}), ctx()).compile(offline);
    expect(q.sql).toContain('(u.user_id)::text AS "id"');
  });
});
