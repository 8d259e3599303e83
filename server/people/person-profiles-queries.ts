// person_profiles: what the student, home-school and independent-teacher profile pages read
// (/student-profile/:partyId, /home-school-profile/:partyId, /ind-teacher-profile/:partyId).
// Each reader is held to the people it may see: a teacher to the students of its sections, a
// student to itself, a home-school family to its own students, an independent teacher to itself.
// Another school's party is simply not in the caller's schema, so it reads as not found.
import { personListColumns } from './person-columns.ts';
import { taughtStudent } from './people-scope.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { col, type ColumnSpec, defineModule, gradeLevel } from '../listmodel/define.ts';
import { SECTION_TERM_COLUMNS } from './profiles-queries.ts';

/** The students the principal may open a profile of (null: every student of the school). */
export function profileStudentScope(column: string) {
  return (ctx: QueryContext): string | null => {
    switch (ctx.principal.currentRole) {
      case 'teacher':
        return taughtStudent(column);
      case 'student':
        return `${column} = :partyId`;
      case 'home-school':
        return `EXISTS (SELECT 1 FROM {t}.parties fp WHERE fp.party_id = ${column} AND fp.family_user_id = :userId)`;
      default:
        return null;
    }
  };
}

const studentColumns = (): Record<string, ColumnSpec> => ({
  ...personListColumns(),
  email: col.text('p.email', '', { permission: 'student.email' }),
  date_of_birth: col.date('p.date_of_birth'),
  photo_url: col.text('p.photo_url', '', 'Photo'),
  grade_level: gradeLevel(),
  family_user_id: col.uuid('p.family_user_id', '', 'Family account'),
  account_status: col.text("coalesce(u.status, 'none')", '', 'Sign-in account'),
});

const STUDENT_FROM =
  '{t}.parties p LEFT JOIN {t}.grade_levels g ON g.id = p.grade_level_id ' +
  'LEFT JOIN platform.app_users u ON u.user_id = p.user_id AND u.tenant_id = :tenantId';

export default defineModule('person_profiles', {
  student: {
    description: "A student's profile: name, contact, grade level and sign-in status (filter id)",
    level: 'tenant',
    from: STUDENT_FROM,
    where: "p.kind = 'student'",
    scope: profileStudentScope('p.party_id'),
    columns: studentColumns(),
    key: 'id',
    defaultSort: [['id', 'asc']],
    permission: 'student.profile.read',
    uiPath: '/student-profile/:partyId',
  },
  family_student: {
    description: "A home-school family's student: the same profile, for the family and operators (filter id)",
    level: 'tenant',
    from: STUDENT_FROM,
    where: "p.kind = 'student' AND p.family_user_id IS NOT NULL",
    scope: profileStudentScope('p.party_id'),
    columns: studentColumns(),
    key: 'id',
    defaultSort: [['id', 'asc']],
    permission: 'student.read',
    uiPath: '/home-school-profile/:partyId',
  },
  student_enrollments: {
    description: "A student's enrolments by term with the points average of its graded work (filter student_party_id)",
    level: 'tenant',
    from:
      '{t}.enrollments e JOIN {t}.sections s ON s.id = e.section_id JOIN {t}.courses c ON c.id = s.course_id ' +
      'LEFT JOIN {t}.terms tm ON tm.id = s.term_id',
    scope: profileStudentScope('e.student_party_id'),
    columns: {
      id: col.int('e.id', '= in'),
      student_party_id: col.int('e.student_party_id', '=', 'Student'),
      ...SECTION_TERM_COLUMNS,
      withdrawn_at: col.timestamp('e.withdrawn_at', 'sort'),
      average: col.number(
        `(SELECT round(100 * sum(gr.score) / nullif(sum(a.max_points), 0), 1)::float8 FROM {t}.grades gr
          JOIN {t}.assignments a ON a.id = gr.assignment_id
          WHERE a.section_id = s.id AND gr.student_party_id = e.student_party_id AND gr.score IS NOT NULL)`,
        '',
        'Average %',
      ),
    },
    key: 'id',
    defaultSort: [
      ['term_start', 'desc'],
      ['course', 'asc'],
    ],
    permission: 'student.profile.read',
  },
  student_guardians: {
    description: "A student's guardians with their contact details, for its profile (filter student_party_id)",
    level: 'tenant',
    from: '{t}.student_guardians sg',
    scope: profileStudentScope('sg.student_party_id'),
    columns: {
      id: col.int('sg.id'),
      student_party_id: col.int('sg.student_party_id', '=', 'Student'),
      name: col.text("sg.first_name || ' ' || sg.last_name", 'sort'),
      relationship: col.text('sg.relationship'),
      email: col.text('sg.email'),
      phone: col.text('sg.phone'),
      is_primary: col.bool('sg.is_primary', 'sort', 'Primary contact'),
    },
    key: 'id',
    defaultSort: [['is_primary', 'desc']],
    permission: 'student.profile.read',
  },
  ind_teacher: {
    description: "An independent teacher's profile: the account, its person record and course count (filter id)",
    level: 'tenant',
    from: 'platform.app_users u',
    where: "u.tenant_id = :tenantId AND u.roles->'access' @> '[\"ind-teacher\"]'::jsonb",
    scope: (ctx) => (ctx.principal.currentRole === 'ind-teacher' ? 'u.user_id = :userId' : null),
    columns: {
      id: col.uuid('u.user_id', '='),
      party_id: col.int('u.party_id', '='),
      first_name: col.text('u.first_name'),
      last_name: col.text('u.last_name'),
      email: col.text('u.email'),
      phone: col.text('u.phone'),
      status: col.text('u.status', '', 'Sign-in'),
      created_at: col.timestamp('u.created_at', '', 'Since'),
      course_count: col.int(
        '(SELECT count(*)::int FROM {t}.courses c WHERE c.owner_user_id = u.user_id)',
        '',
        'Courses',
      ),
    },
    key: 'id',
    defaultSort: [['id', 'asc']],
    permission: 'ind_teachers.read',
    uiPath: '/ind-teacher-profile/:partyId',
  },
  ind_teacher_courses: {
    description: 'The courses an independent teacher owns (filter owner_user_id)',
    level: 'tenant',
    from: '{t}.courses c',
    scope: (ctx) => (ctx.principal.currentRole === 'ind-teacher' ? 'c.owner_user_id = :userId' : null),
    columns: {
      id: col.int('c.id'),
      owner_user_id: col.uuid('c.owner_user_id', '=', 'Owner'),
      course_code: col.text('c.course_code', 'sort', 'Code'),
      course_title: col.text('c.course_title', 'sort', 'Title'),
      status: col.text('c.status', 'sort'),
    },
    key: 'id',
    defaultSort: [['course_title', 'asc']],
    permission: 'ind_teachers.read',
    uiPath: '/ind-teacher-profile/:partyId',
  },
});
