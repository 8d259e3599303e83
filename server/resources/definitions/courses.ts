// The school's courses. An independent teacher changes only the courses it owns.
import { Type } from '@sinclair/typebox';
import type { ResourceDef } from '../types.ts';
import { Name, NullableId, Text } from './fields.ts';

const Status = Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('archived')]);
const Code = Type.String({ pattern: '^[A-Za-z0-9._-]{1,20}$' });

export const courses: ResourceDef = {
  name: 'courses',
  table: '{t}.courses',
  key: { column: 'id', type: 'int' },
  columns: [
    'id',
    'course_code',
    'course_title',
    'subject_id',
    'grade_level_id',
    'owner_user_id',
    'description',
    'status',
    'version',
    'created_at',
  ],
  scope: (ctx) => (ctx.principal.currentRole === 'ind-teacher' ? 'owner_user_id = :userId' : 'TRUE'),
  permissions: { create: 'course.create', update: 'course.update', delete: 'course.delete' },
  uiPath: '/courses',
  createSchema: Type.Object(
    {
      course_code: Code,
      course_title: Name,
      subject_id: Type.Optional(NullableId),
      grade_level_id: Type.Optional(NullableId),
      description: Type.Optional(Text(4000)),
      status: Type.Optional(Status),
    },
    { additionalProperties: false },
  ),
  updateSchema: Type.Object(
    {
      course_code: Type.Optional(Code),
      course_title: Type.Optional(Name),
      subject_id: Type.Optional(NullableId),
      grade_level_id: Type.Optional(NullableId),
      description: Type.Optional(Text(4000)),
      status: Type.Optional(Status),
    },
    { additionalProperties: false },
  ),
  // an independent teacher's new course is its own
  fixed: (ctx) => (ctx.principal.currentRole === 'ind-teacher' ? { owner_user_id: ctx.principal.userId } : {}),
};
