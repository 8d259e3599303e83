// Students: the school's person records of kind student. The list and writes are declared in
// server/entities/students.ts; e-mail addresses are read and written only with student.email.
import { choice, day, id, nullable } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';
import { personFields } from '../person-fields.ts';

export const STUDENT_STATUSES = ['active', 'inactive', 'graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export default defineEntityShape({
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
});
