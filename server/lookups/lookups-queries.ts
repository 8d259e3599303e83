// lookups: key/value pairs for pickers (the browser adds 'Other' with key -1). The grade-level
// lookups are scoped by who asks: teachers by party and term, independent teachers by their user id.
import { OPERATOR_TENANT } from '../../src/policies/operator.ts';
import { col, defineModule, keyValueColumns, type EntrySpec } from '../listmodel/define.ts';
import { courseScopeEi } from '../listmodel/scopes.ts';
import type { QueryContext } from '../listmodel/types.ts';

const GRADE_COLUMNS = {
  ...keyValueColumns('g.id', 'Grade level', 'g.name'),
  code: col.text('g.code', '= in'),
  sort_order: col.int('g.sort_order', 'sort', 'Order'),
} as const;
const GRADE_GROUP = ['key', 'value', 'code', 'sort_order'];

/** Grade levels of courses an independent teacher owns (sub_id = the owner's user id). */
function ownedGrades(scope: (ctx: QueryContext) => string | null, onlySchemas?: string[]): EntrySpec {
  return {
    level: 'tenant',
    from: '{t}.grade_levels g JOIN {t}.courses c ON c.grade_level_id = g.id',
    scope,
    columns: {
      ...GRADE_COLUMNS,
      sub_id: col.uuid('c.owner_user_id', '= hidden', 'Owner user id'),
    },
    groupBy: GRADE_GROUP,
    key: 'key',
    defaultSort: [['sort_order', 'asc']],
    permission: 'authenticated',
    onlySchemas,
  };
}

export default defineModule('lookups', {
  school_levels: {
    level: 'tenant',
    from: '{t}.school_levels sl',
    columns: {
      ...keyValueColumns('sl.id', 'School level', 'sl.name'),
      sort_order: col.int('sl.sort_order', 'sort', 'Order'),
    },
    key: 'key',
    defaultSort: [['sort_order', 'asc']],
    permission: 'authenticated',
  },
  grades: {
    description: 'Every grade level of the school',
    level: 'tenant',
    from: '{t}.grade_levels g',
    columns: {
      ...GRADE_COLUMNS,
      school_level_id: col.int('g.school_level_id', 'filter', 'School level'),
    },
    key: 'key',
    defaultSort: [['sort_order', 'asc']],
    permission: 'authenticated',
  },
  grades_levels: {
    description: 'Grade levels with their school level',
    level: 'tenant',
    from: '{t}.grade_levels g LEFT JOIN {t}.school_levels sl ON sl.id = g.school_level_id',
    columns: {
      ...GRADE_COLUMNS,
      school_level_id: col.int('g.school_level_id', 'filter'),
      school_level: col.text('sl.name', '= ilike sort'),
    },
    key: 'key',
    defaultSort: [['sort_order', 'asc']],
    permission: 'authenticated',
  },
  grades_levels_tt: {
    description: 'Grade levels of the sections a teacher teaches (filters: party_id, school_year, term_name)',
    level: 'tenant',
    from: '{t}.grade_levels g JOIN {t}.courses c ON c.grade_level_id = g.id JOIN {t}.sections sec ON sec.course_id = c.id JOIN {t}.terms tm ON tm.id = sec.term_id',
    scope: (ctx) => {
      const role = ctx.principal.currentRole;
      if (role === 'admin') return null;
      if (role === 'ind-teacher') return 'c.owner_user_id = :userId';
      // teachers by their own party; the term comes from the filters
      return role === 'teacher' || role === 'home-school'
        ? 'sec.teacher_party_id = :partyId'
        : 'EXISTS (SELECT 1 FROM {t}.enrollments ce WHERE ce.section_id = sec.id AND ce.student_party_id = :partyId AND ce.withdrawn_at IS NULL)';
    },
    columns: {
      ...GRADE_COLUMNS,
      party_id: col.int('sec.teacher_party_id', '= in hidden', 'Teacher party id'),
      school_year: col.text('tm.school_year', '= in hidden'),
      term_name: col.text('tm.term_name', '= in hidden', 'Term'),
      year_term: col.text("tm.school_year || '/' || tm.term_name", '= hidden', 'Year/term'),
    },
    groupBy: GRADE_GROUP,
    key: 'key',
    defaultSort: [['sort_order', 'asc']],
    permission: 'authenticated',
  },
  grades_levels_it: ownedGrades((ctx) => (ctx.principal.currentRole === 'admin' ? null : 'c.owner_user_id = :userId')),
  grades_levels_it_ei: ownedGrades(courseScopeEi, [OPERATOR_TENANT]),
  subjects: {
    level: 'tenant',
    from: '{t}.subjects sj',
    columns: {
      ...keyValueColumns('sj.id', 'Subject', 'sj.name'),
    },
    key: 'key',
    defaultSort: [['value', 'asc']],
    permission: 'authenticated',
  },
});
