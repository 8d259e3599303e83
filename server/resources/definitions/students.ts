// The school's students (person records of kind student in the tenant's schema).
import { Type } from '@sinclair/typebox';
import { defineResource } from '../types.ts';
import { Email, Name, NullableId } from './fields.ts';

const Status = Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('graduated')]);

export default defineResource({
  name: 'students',
  table: '{t}.parties',
  key: { column: 'party_id', type: 'int' },
  columns: [
    'party_id',
    'kind',
    'user_id',
    'first_name',
    'last_name',
    'email',
    'grade_level_id',
    'status',
    'version',
    'created_at',
  ],
  scope: () => "kind = 'student'",
  permissions: { create: 'student.create', update: 'student.update', delete: 'student.delete' },
  uiPath: '/students',
  columnPermissions: { email: 'student.email' },
  createSchema: Type.Object(
    {
      first_name: Name,
      last_name: Name,
      email: Type.Optional(Type.Union([Email, Type.Null()])),
      grade_level_id: Type.Optional(NullableId),
      status: Type.Optional(Status),
    },
    { additionalProperties: false },
  ),
  updateSchema: Type.Object(
    {
      first_name: Type.Optional(Name),
      last_name: Type.Optional(Name),
      email: Type.Optional(Type.Union([Email, Type.Null()])),
      grade_level_id: Type.Optional(NullableId),
      status: Type.Optional(Status),
    },
    { additionalProperties: false },
  ),
  fixed: () => ({ kind: 'student' }),
});
