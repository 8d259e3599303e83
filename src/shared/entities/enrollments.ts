// Enrolments: a student in a section. Withdrawing stamps withdrawn_at and keeps the row, so the
// roster shows history; an active enrolment is one with withdrawn_at empty. Declared on the server
// in server/sections/enrollments.ts.
import { id } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export default defineEntityShape({
  name: 'enrollments',
  label: 'Enrolment',
  uiPath: '/section/:sectionId/:tab',
  list: { bizobjfile: 'sections', api: 'enrollments' },
  fields: { section_id: id('Section'), student_party_id: id('Student') },
  required: ['section_id', 'student_party_id'],
  createOnly: ['section_id', 'student_party_id'],
});
