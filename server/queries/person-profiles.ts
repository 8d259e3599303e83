// person_profiles: what the student, home-school and independent-teacher profile pages read
// (/student-profile/:partyId, /home-school-profile/:partyId, /ind-teacher-profile/:partyId).
// Each reader is held to the people it may see: a teacher to the students of its sections, a
// student to itself, a home-school family to its own students, an independent teacher to itself.
// Another school's party is simply not in the caller's schema, so it reads as not found.
import { personListColumns } from '../entities/person-columns.ts';
import { taughtStudent } from '../entities/people-scope.ts';
import type { ColumnDef, QueryContext } from '../listmodel/types.ts';
import { defineModule } from './define.ts';
import { SECTION_TERM_COLUMNS } from './profiles.ts';

/** The students the principal may open a profile of (null: every student of the school). */
export function profileStudentScope(col: string) {
  return (ctx: QueryContext): string | null => {
    switch (ctx.principal.currentRole) {
      case 'teacher':
        return taughtStudent(col);
      case 'student':
        return `${col} = :partyId`;
      case 'home-school':
        return `EXISTS (SELECT 1 FROM {t}.parties fp WHERE fp.party_id = ${col} AND fp.family_user_id = :userId)`;
      default:
        return null;
    }
  };
}

const studentColumns = (): Record<string, ColumnDef> => ({
  ...personListColumns(),
  email: { label: 'Email', type: 'text', sql: 'p.email', permission: 'student.email' },
  date_of_birth: { label: 'Date of birth', type: 'date', sql: 'p.date_of_birth' },
  photo_url: { label: 'Photo', type: 'text', sql: 'p.photo_url' },
  grade_level: { label: 'Grade level', type: 'text', sql: 'g.name' },
  family_user_id: { label: 'Family account', type: 'uuid', sql: 'p.family_user_id' },
  account_status: { label: 'Sign-in account', type: 'text', sql: "coalesce(u.status, 'none')" },
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
      id: { label: 'Id', type: 'int', sql: 'e.id', filter: ['=', 'in'] },
      student_party_id: { label: 'Student', type: 'int', sql: 'e.student_party_id', filter: ['='] },
      ...SECTION_TERM_COLUMNS,
      withdrawn_at: { label: 'Withdrawn', type: 'timestamp', sql: 'e.withdrawn_at', sort: true },
      average: {
        label: 'Average %',
        type: 'number',
        sql: `(SELECT round(100 * sum(gr.score) / nullif(sum(a.max_points), 0), 1)::float8 FROM {t}.grades gr
          JOIN {t}.assignments a ON a.id = gr.assignment_id
          WHERE a.section_id = s.id AND gr.student_party_id = e.student_party_id AND gr.score IS NOT NULL)`,
      },
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
      id: { label: 'Id', type: 'int', sql: 'sg.id' },
      student_party_id: { label: 'Student', type: 'int', sql: 'sg.student_party_id', filter: ['='] },
      name: { label: 'Name', type: 'text', sql: "sg.first_name || ' ' || sg.last_name", sort: true },
      relationship: { label: 'Relationship', type: 'text', sql: 'sg.relationship' },
      email: { label: 'Email', type: 'text', sql: 'sg.email' },
      phone: { label: 'Phone', type: 'text', sql: 'sg.phone' },
      is_primary: { label: 'Primary contact', type: 'bool', sql: 'sg.is_primary', sort: true },
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
      id: { label: 'Id', type: 'uuid', sql: 'u.user_id', filter: ['='] },
      party_id: { label: 'Party id', type: 'int', sql: 'u.party_id', filter: ['='] },
      first_name: { label: 'First name', type: 'text', sql: 'u.first_name' },
      last_name: { label: 'Last name', type: 'text', sql: 'u.last_name' },
      email: { label: 'Email', type: 'text', sql: 'u.email' },
      phone: { label: 'Phone', type: 'text', sql: 'u.phone' },
      status: { label: 'Sign-in', type: 'text', sql: 'u.status' },
      created_at: { label: 'Since', type: 'timestamp', sql: 'u.created_at' },
      course_count: {
        label: 'Courses',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.courses c WHERE c.owner_user_id = u.user_id)',
      },
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
      id: { label: 'Id', type: 'int', sql: 'c.id' },
      owner_user_id: { label: 'Owner', type: 'uuid', sql: 'c.owner_user_id', filter: ['='] },
      course_code: { label: 'Code', type: 'text', sql: 'c.course_code', sort: true },
      course_title: { label: 'Title', type: 'text', sql: 'c.course_title', sort: true },
      status: { label: 'Status', type: 'text', sql: 'c.status', sort: true },
    },
    key: 'id',
    defaultSort: [['course_title', 'asc']],
    permission: 'ind_teachers.read',
    uiPath: '/ind-teacher-profile/:partyId',
  },
});
