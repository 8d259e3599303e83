// Guardians: a student's parents or carers with their contact details. Who may read or change a
// guardian follows its student (a teacher: the students of its sections). A guardian needs an
// e-mail or a phone; without either the write is refused at the e-mail field, nothing written.
import shape from '../../src/shared/entities/guardians.ts';
import { invalidField, notFound } from '../errors.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { isTeacher, studentScope, studentVisible, taughtStudent } from './people-scope.ts';
import { col } from '../listmodel/define.ts';

export default defineEntity({
  shape,
  list: {
    description: "Students' guardians with their contact details (filter student_party_id)",
    level: 'tenant',
    from: '{t}.student_guardians sg JOIN {t}.parties p ON p.party_id = sg.student_party_id',
    scope: studentScope('sg.student_party_id'),
    columns: {
      id: col.int('sg.id', '= in'),
      student_party_id: col.int('sg.student_party_id', '= in', 'Student'),
      student_name: col.text("p.first_name || ' ' || p.last_name"),
      first_name: col.text('sg.first_name', 'sort'),
      last_name: col.text('sg.last_name', 'sort'),
      relationship: col.text('sg.relationship'),
      email: col.text('sg.email'),
      phone: col.text('sg.phone'),
      is_primary: col.bool('sg.is_primary', 'sort', 'Primary contact'),
      version: col.int('sg.version'),
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
