// Courses: what the school teaches. The list and writes are declared in server/courses/courses.ts.
import { amount, choice, code, id, name, nullable, text } from '../fields.ts';
import { COURSE_LEVELS } from '../transcript-gpa.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const COURSE_STATUSES = ['active', 'inactive', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const shape = defineEntityShape({
  name: 'courses',
  label: 'Course',
  uiPath: '/courses',
  list: { bizobjfile: 'courses', api: 'courses' },
  fields: {
    course_code: code('Code'),
    course_title: name('Title'),
    subject_id: nullable(id('Subject')),
    grade_level_id: nullable(id('Grade level')),
    description: text('Description', 4000),
    status: choice('Status', COURSE_STATUSES),
    /** what a transcript counts (src/shared/transcript-gpa.ts) */
    credits: amount('Credits', 0, 20),
    /** regular, honors or AP: the weighted GPA's bonus */
    course_level: choice('Level', COURSE_LEVELS),
  },
  required: ['course_code', 'course_title'],
  defaults: {
    status: 'active',
    description: '',
    subject_id: null,
    grade_level_id: null,
    credits: 1,
    course_level: 'regular',
  },
});
export default shape;

export type CourseValues = ValuesOf<typeof shape>;
