// home_school: the students of home-school families (parties.family_user_id is the family's
// sign-in account). /home-school lists a family's own students (the home-school role sees only its
// own); /ei/home-school-students lists every family's students for platform operators.
import { personListColumns } from './person-columns.ts';
import { col, type ColumnSpec, defineModule, searchColumn, gradeLevel } from '../listmodel/define.ts';

const FROM =
  '{t}.parties p LEFT JOIN {t}.grade_levels g ON g.id = p.grade_level_id ' +
  'LEFT JOIN platform.app_users f ON f.user_id = p.family_user_id AND f.tenant_id = :tenantId';

const columns = (): Record<string, ColumnSpec> => ({
  ...personListColumns(),
  grade_level_id: col.int('p.grade_level_id', '= in is_null'),
  grade_level: gradeLevel('sort'),
  section_count: col.int(
    '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.student_party_id = p.party_id AND e.withdrawn_at IS NULL)',
    'sort',
    'Sections',
  ),
  family_user_id: col.uuid('p.family_user_id', '= in', 'Family account'),
  family_name: col.text("f.first_name || ' ' || f.last_name", 'sort', 'Family'),
  search: searchColumn("p.first_name || ' ' || p.last_name || ' ' || coalesce(f.first_name || ' ' || f.last_name, '')"),
});

const base = {
  level: 'tenant' as const,
  from: FROM,
  where: "p.kind = 'student' AND p.family_user_id IS NOT NULL",
  columns: columns(),
  key: 'id',
  defaultSort: [
    ['last_name', 'asc'],
    ['first_name', 'asc'],
  ] as const,
};

export default defineModule('home_school', {
  students: {
    ...base,
    description: "A home-school family's students (the family sees its own; staff with the permission see all)",
    scope: (ctx) => (ctx.principal.currentRole === 'home-school' ? 'p.family_user_id = :userId' : null),
    permission: 'home_school_students.read',
    uiPath: '/home-school',
  },
  all_students: {
    ...base,
    description: "Every home-school family's students, for platform operators",
    permission: 'user.read',
    operatorOnly: true,
    uiPath: '/ei/home-school-students',
  },
});
