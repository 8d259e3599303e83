// Sections: a class of a course in a term, with its teachers, room, weekly meeting pattern and
// capacity. The list and writes are declared in server/sections/sections.ts; enrolment is an
// action on the section (server/sections/enrollments.ts).
import { Type } from '@sinclair/typebox';
import { choice, code, id, name, nullable, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const SECTION_STATUSES = ['active', 'archived'] as const;
export const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const DAY = WEEK_DAYS.join('|');
const time = (title: string) =>
  nullable(
    Type.String({
      title,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9](:00)?$',
      patternMessage: `${title} is a time like 08:30`,
    }),
  );

/** "Mon,Wed,Fri" as the days it names, in week order. */
export const daysOf = (pattern: string | null | undefined): WeekDay[] =>
  WEEK_DAYS.filter((d) => (pattern ?? '').split(',').includes(d));

const shape = defineEntityShape({
  name: 'sections',
  label: 'Section',
  uiPath: '/sections',
  list: { bizobjfile: 'sections', api: 'sections' },
  fields: {
    section_code: code('Code', 40),
    section_name: name('Name'),
    course_id: id('Course'),
    term_id: id('Term'),
    teacher_party_id: nullable(id('Teacher')),
    co_teacher_ids: Type.Array(id('Co-teacher'), { title: 'Co-teachers', maxItems: 10 }),
    room: text('Room', 40),
    capacity: nullable(Type.Integer({ title: 'Capacity', minimum: 1, maximum: 500 })),
    meeting_days: Type.String({
      title: 'Meeting days',
      maxLength: 27,
      pattern: `^((${DAY})(,(${DAY}))*)?$`,
      patternMessage: 'Meeting days are day names like Mon,Wed,Fri',
    }),
    start_time: time('Start time'),
    end_time: time('End time'),
    status: choice('Status', SECTION_STATUSES),
  },
  required: ['section_code', 'section_name', 'course_id', 'term_id'],
  defaults: { status: 'active', room: '', meeting_days: '', co_teacher_ids: [], teacher_party_id: null },
});
export default shape;

/** the form's values: every field of the shape */
export type SectionValues = ValuesOf<typeof shape>;
