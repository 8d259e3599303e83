// A home-school family adds and edits its own students at /home-school: person records of kind
// student that belong to the family's sign-in account (parties.family_user_id, set from the token,
// never from the body). A family sees and changes only its own; a grade level the school does not
// have is refused at its field (prepareStudent, as for the school's student list).
import { Type } from '@sinclair/typebox';
import shape from '../../src/shared/entities/students.ts';
import { prepareStudent } from './students.ts';
import { PERSON_WRITE_COLUMNS } from './person-columns.ts';
import { forbidden } from '../errors.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { defineResource } from '../resources/types.ts';

const isFamily = (ctx: QueryContext) => ctx.principal.currentRole === 'home-school';

const f = shape.createSchema.properties;
const fields = {
  first_name: f.first_name,
  last_name: f.last_name,
  preferred_name: f.preferred_name,
  date_of_birth: f.date_of_birth,
  grade_level_id: f.grade_level_id,
};

export default defineResource({
  name: 'family_students',
  table: '{t}.parties',
  key: { column: 'party_id', type: 'int' },
  columns: [...PERSON_WRITE_COLUMNS, 'date_of_birth', 'grade_level_id', 'family_user_id'],
  touchUpdatedAt: true,
  // staff granted the permission reach the school's students as through the students list
  scope: (ctx) => (isFamily(ctx) ? "kind = 'student' AND family_user_id = :userId" : "kind = 'student'"),
  permissions: { create: 'home_school_students.create', update: 'home_school_students.create' },
  uiPath: '/home-school',
  createSchema: Type.Object(fields, { additionalProperties: false }),
  updateSchema: Type.Object(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])), {
    additionalProperties: false,
  }),
  fixed: (ctx) => ({ kind: 'student', family_user_id: ctx.principal.userId, status: 'active' }),
  prepare(op, values, ctx, db, before) {
    // a student added here belongs to the family signed in; staff add students under /students
    if (op === 'create' && !isFamily(ctx)) throw forbidden('Only a home-school family adds its students here');
    return prepareStudent(values, ctx, db, before);
  },
});
