// The section screens' pickers, as key/value lists of the `sections` module: terms (with the
// school's current term flagged, from the settings' current_year_term), courses, teachers and
// students (searched on the server, so a large school's picker stays small).
import type { EntrySpec } from '../listmodel/define.ts';
import { col, CURRENT_TERM } from '../listmodel/define.ts';

const pairs = (
  from: string,
  key: string,
  value: string,
  permission: string,
  extra: EntrySpec['columns'] = {},
  where?: string,
): EntrySpec => ({
  level: 'tenant',
  from,
  where,
  columns: {
    key: col.int(key, '= in sort'),
    value: col.text(value, '= ilike sort', 'Name'),
    ...extra,
  },
  key: 'key',
  defaultSort: [['value', 'asc']],
  permission,
});

export const sectionPickers: Record<string, EntrySpec> = {
  terms: {
    ...pairs('{t}.terms tm', 'tm.id', "tm.school_year || '/' || tm.term_name", 'authenticated', {
      current: col.bool(`(tm.school_year || '/' || tm.term_name) = ${CURRENT_TERM}`),
    }),
    defaultSort: [['key', 'asc']],
  },
  course_options: pairs('{t}.courses c', 'c.id', "c.course_code || ' ' || c.course_title", 'section.read'),
  teacher_options: pairs(
    '{t}.parties p',
    'p.party_id',
    "p.last_name || ', ' || p.first_name",
    'section.read',
    {},
    "p.kind = 'teacher'",
  ),
  student_options: pairs(
    '{t}.parties p',
    'p.party_id',
    "p.last_name || ', ' || p.first_name",
    'section.enrol',
    {},
    "p.kind = 'student'",
  ),
};
