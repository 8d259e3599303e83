// Teachers: the school's person records of kind teacher. The list and writes are declared in
// server/people/teachers.ts; the sign-in account is the users resource's (enable, disable, reset
// password there), so nothing here writes identities.
import { choice } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';
import { personFields } from '../person-fields.ts';

export const TEACHER_STATUSES = ['active', 'inactive'] as const;
export type TeacherStatus = (typeof TEACHER_STATUSES)[number];

const shape = defineEntityShape({
  name: 'teachers',
  label: 'Teacher',
  uiPath: '/teachers',
  list: { bizobjfile: 'teachers', api: 'teachers' },
  fields: {
    ...personFields(),
    status: choice('Status', TEACHER_STATUSES),
  },
  required: ['first_name', 'last_name'],
  defaults: { status: 'active' },
});
export default shape;

/** the form's values: every field of the shape */
export type TeacherValues = ValuesOf<typeof shape>;
