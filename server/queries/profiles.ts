// profiles: what a teacher's profile page (/teacher-profile/:partyId, teacher.profile.read) reads:
// the person with contact details, and the sections it leads. A teacher or an independent teacher
// sees its own profile only; staff holding the permission see every teacher's.
import { personListColumns } from '../entities/person-columns.ts';
import { TAUGHT_SECTIONS } from '../entities/teachers.ts';
import type { ColumnDef, QueryContext } from '../listmodel/types.ts';
import { defineModule } from './define.ts';

const OWN = (ctx: QueryContext) => ['teacher', 'ind-teacher'].includes(ctx.principal.currentRole);

/** A section's name, course and term (aliases s, c, tm); term_start only sorts. */
export const SECTION_TERM_COLUMNS: Readonly<Record<string, ColumnDef>> = {
  section_name: { label: 'Section', type: 'text', sql: 's.section_name', sort: true },
  course: { label: 'Course', type: 'text', sql: 'c.course_title', sort: true },
  term: { label: 'Term', type: 'text', sql: "tm.school_year || ' ' || tm.term_name", sort: true },
  term_start: { label: 'Term start', type: 'date', sql: 'tm.start_date', sort: true, hidden: true },
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
      email: { label: 'Email', type: 'text', sql: 'p.email' },
      section_count: { label: 'Sections', type: 'int', sql: TAUGHT_SECTIONS('p.party_id') },
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
      id: { label: 'Id', type: 'int', sql: 's.id', filter: ['=', 'in'] },
      teacher_party_id: { label: 'Teacher', type: 'int', sql: 's.teacher_party_id', filter: ['='] },
      ...SECTION_TERM_COLUMNS,
      status: { label: 'Status', type: 'text', sql: 's.status', filter: true, sort: true },
      enrolled: {
        label: 'Students',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.enrollments e WHERE e.section_id = s.id AND e.withdrawn_at IS NULL)',
      },
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
