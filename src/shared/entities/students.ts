// Students: the school's person records of kind student. The list and writes are declared in
// server/people/students.ts; e-mail addresses are read and written only with student.email.
import { choice, day, id, nullable } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';
import { personFields } from '../person-fields.ts';

export const STUDENT_STATUSES = ['active', 'inactive', 'graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

const shape = defineEntityShape({
  name: 'students',
  label: 'Student',
  uiPath: '/students',
  list: { bizobjfile: 'students', api: 'students' },
  fields: {
    ...personFields(),
    date_of_birth: nullable(day('Date of birth')),
    grade_level_id: nullable(id('Grade level')),
    status: choice('Status', STUDENT_STATUSES),
  },
  required: ['first_name', 'last_name'],
  defaults: { status: 'active', grade_level_id: null },
});
export default shape;

/** the form's values: every field of the shape */
export type StudentValues = ValuesOf<typeof shape>;
