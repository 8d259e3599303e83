// teachers: the independent teachers' list and their course lookups (the school's teacher list is the teachers
// entity, server/people/teachers.ts).
import { OPERATOR_TENANT } from '../../src/policies/operator.ts';
import { col, type ColumnSpec, defineModule, keyValueColumns, type EntrySpec } from '../listmodel/define.ts';
import { courseScope, courseScopeEi } from '../listmodel/scopes.ts';
import type { QueryContext } from '../listmodel/types.ts';
import securityUsers from '../admin/security-users-queries.ts';

// the users list's columns over platform.app_users u (/admin/users), the same for independent teachers
const USER_COLUMNS = securityUsers.queries.find((q) => q.api === 'users')!.columns;
const pick = (cols: Readonly<Record<string, ColumnSpec>>, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, cols[n]]));

function courseLookup(scope: (ctx: QueryContext) => string | null, onlySchemas?: string[]): EntrySpec {
  return {
    level: 'tenant',
    from: '{t}.courses c',
    scope,
    columns: {
      ...keyValueColumns('c.id', 'Course', 'c.course_title'),
      id: col.int('c.id'),
      course_title: col.text('c.course_title', '= ilike sort'),
      course_code: col.text('c.course_code', 'filter sort', 'Code'),
      grade_level_id: col.int('c.grade_level_id', 'filter', 'Grade level'),
      sub_id: col.uuid('c.owner_user_id', '= hidden', 'Owner user id'),
    },
    key: 'key',
    defaultSort: [['course_title', 'asc']],
    permission: 'authenticated',
    onlySchemas,
  };
}

export default defineModule('teachers', {
  ind_teacher_courses: courseLookup(courseScope),
  ind_teacher_courses_ei: courseLookup(courseScopeEi, [OPERATOR_TENANT]),
  // /individual-teachers: the tenant's independent teachers (accounts acting as ind-teacher) with
  // their courses; an independent teacher holding ind_teachers.read sees only itself
  ind_teachers: {
    description: "The tenant's independent teachers with their sign-in state and course count",
    level: 'tenant',
    from: 'platform.app_users u',
    where: "u.tenant_id = :tenantId AND u.roles->'access' @> '[\"ind-teacher\"]'::jsonb",
    scope: (ctx) => (ctx.principal.currentRole === 'ind-teacher' ? 'u.user_id = :userId' : null),
    columns: {
      ...pick(USER_COLUMNS, ['id', 'user_id', 'party_id', 'first_name', 'last_name', 'email', 'status', 'created_at']),
      course_count: col.int(
        '(SELECT count(*)::int FROM {t}.courses c WHERE c.owner_user_id = u.user_id)',
        'sort',
        'Courses',
      ),
      search: USER_COLUMNS.search,
    },
    key: 'id',
    defaultSort: [
      ['last_name', 'asc'],
      ['first_name', 'asc'],
    ],
    permission: 'ind_teachers.read',
    uiPath: '/individual-teachers',
  },
});
