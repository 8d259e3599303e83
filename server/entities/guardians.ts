// Guardians: a student's parents or carers with their contact details. Who may read or change a
// guardian follows its student (a teacher: the students of its sections). A guardian needs an
// e-mail or a phone; without either the write is refused at the e-mail field, nothing written.
import shape from '../../src/shared/entities/guardians.ts';
import { invalidField, notFound } from '../errors.ts';
import { defineEntity, writesNeed } from './define.ts';
import { isTeacher, studentScope, studentVisible, taughtStudent } from './people-scope.ts';

export default defineEntity({
  shape,
  list: {
    description: "Students' guardians with their contact details (filter student_party_id)",
    level: 'tenant',
    from: '{t}.student_guardians sg JOIN {t}.parties p ON p.party_id = sg.student_party_id',
    scope: studentScope('sg.student_party_id'),
    columns: {
      id: { label: 'Id', type: 'int', sql: 'sg.id', filter: ['=', 'in'] },
      student_party_id: { label: 'Student', type: 'int', sql: 'sg.student_party_id', filter: ['=', 'in'] },
      student_name: { label: 'Student name', type: 'text', sql: "p.first_name || ' ' || p.last_name" },
      first_name: { label: 'First name', type: 'text', sql: 'sg.first_name', sort: true },
      last_name: { label: 'Last name', type: 'text', sql: 'sg.last_name', sort: true },
      relationship: { label: 'Relationship', type: 'text', sql: 'sg.relationship' },
      email: { label: 'Email', type: 'text', sql: 'sg.email' },
      phone: { label: 'Phone', type: 'text', sql: 'sg.phone' },
      is_primary: { label: 'Primary contact', type: 'bool', sql: 'sg.is_primary', sort: true },
      version: { label: 'Version', type: 'int', sql: 'sg.version' },
    },
    key: 'id',
    defaultSort: [
      ['is_primary', 'desc'],
      ['last_name', 'asc'],
    ],
    permission: 'student.read',
  },
  write: {
    table: '{t}.student_guardians',
    columns: [
      'id',
      'student_party_id',
      'first_name',
      'last_name',
      'relationship',
      'email',
      'phone',
      'is_primary',
      'version',
      'created_at',
    ],
    scope: (ctx) => (isTeacher(ctx) ? taughtStudent('student_party_id') : 'TRUE'),
    permissions: writesNeed('student.update'),
    async prepare(op, values, ctx, db, before) {
      if (op === 'create' && !(await studentVisible(db, ctx, Number(values.student_party_id))))
        throw notFound(`Student ${String(values.student_party_id)} not found`);
      const merged = { ...before, ...values };
      if (!merged.email && !merged.phone)
        throw invalidField('email', 'A guardian needs an e-mail or a phone number to be reached');
      return values;
    },
  },
});
