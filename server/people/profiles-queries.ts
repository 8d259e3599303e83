// profiles: what a teacher's profile page (/teacher-profile/:partyId, teacher.profile.read) reads:
// the person with contact details, and the sections it leads. A teacher or an independent teacher
// sees its own profile only; staff holding the permission see every teacher's.
import { personListColumns } from './person-columns.ts';
import { TAUGHT_SECTIONS } from './teachers.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { col, type ColumnSpec, defineModule, courseTitle } from '../listmodel/define.ts';

const OWN = (ctx: QueryContext) => ['teacher', 'ind-teacher'].includes(ctx.principal.currentRole);

/** A section's name, course and term (aliases s, c, tm); term_start only sorts. */
export const SECTION_TERM_COLUMNS: Readonly<Record<string, ColumnSpec>> = {
  section_name: col.text('s.section_name', 'sort', 'Section'),
  course: courseTitle('sort'),
  term: col.text("tm.school_year || ' ' || tm.term_name", 'sort'),
  term_start: col.date('tm.start_date', 'sort hidden'),
};

export default defineModule('profiles', {
  teacher: {
    description: "A teacher's profile: name, contact and active section count (filter id)",
    level: 'tenant',
    from: '{t}.parties p',
    where: "p.kind = 'teacher'",
    scope: (ctx) => (OWN(ctx) ? 'p.party_id = :partyId' : null),
    columns: {
      ...personListColumns(),
      email: col.text('p.email'),
      section_count: col.int(TAUGHT_SECTIONS('p.party_id'), '', 'Sections'),
    },
    key: 'id',
    defaultSort: [['id', 'asc']],
    permission: 'teacher.profile.read',
    uiPath: '/teacher-profile/:partyId',
  },
  teacher_sections: {
    description: 'The sections a teacher leads, newest term first (filter teacher_party_id)',
    level: 'tenant',
    from: '{t}.sections s JOIN {t}.courses c ON c.id = s.course_id LEFT JOIN {t}.terms tm ON tm.id = s.term_id',
    scope: (ctx) => (OWN(ctx) ? 's.teacher_party_id = :partyId' : null),
    columns: {
      id: col.int('s.id', '= in'),
      teacher_party_id: col.int('s.teacher_party_id', '=', 'Teacher'),
      ...SECTION_TERM_COLUMNS,
      status: col.text('s.status', 'filter sort'),
      enrolled: col.int(
        '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.section_id = s.id AND e.withdrawn_at IS NULL)',
        '',
        'Students',
      ),
    },
    key: 'id',
    defaultSort: [
      ['term_start', 'desc'],
      ['course', 'asc'],
    ],
    permission: 'teacher.profile.read',
    uiPath: '/teacher-profile/:partyId',
  },
});
