// Guardians: a student's parents or carers with their contact details (at least an e-mail or a
// phone). The list and writes are declared in server/people/guardians.ts.
import { Type } from '@sinclair/typebox';
import { email, id, name, nullable, phone, text } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export default defineEntityShape({
  name: 'guardians',
  label: 'Guardian',
  uiPath: '/students/:studentId/guardians',
  list: { bizobjfile: 'students', api: 'guardians' },
  fields: {
    student_party_id: id('Student'),
    first_name: name('First name'),
    last_name: name('Last name'),
    relationship: text('Relationship', 40),
    email: nullable(email('E-mail')),
    phone: nullable(phone('Phone')),
    is_primary: Type.Boolean({ title: 'Primary contact' }),
  },
  required: ['student_party_id', 'first_name', 'last_name'],
  createOnly: ['student_party_id'],
});
