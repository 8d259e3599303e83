// teachers: the independent teacher's course lookups (the school's teacher list is the teachers
// entity, server/entities/teachers.ts).
import { OPERATOR_TENANT } from '../../src/policies/operator.ts';
import { defineModule, type EntrySpec } from './define.ts';
import { courseScope, courseScopeEi } from './scopes.ts';
import type { QueryContext } from '../listmodel/types.ts';

function courseLookup(scope: (ctx: QueryContext) => string | null, onlySchemas?: string[]): EntrySpec {
  return {
    level: 'tenant',
    from: '{t}.courses c',
    scope,
    columns: {
      key: { label: 'Key', type: 'int', sql: 'c.id', filter: ['=', 'in'], sort: true },
      value: { label: 'Course', type: 'text', sql: 'c.course_title', filter: ['=', 'ilike'], sort: true },
      id: { label: 'Id', type: 'int', sql: 'c.id' },
      course_title: { label: 'Course title', type: 'text', sql: 'c.course_title', filter: ['=', 'ilike'], sort: true },
      course_code: { label: 'Code', type: 'text', sql: 'c.course_code', filter: true, sort: true },
      grade_level_id: { label: 'Grade level', type: 'int', sql: 'c.grade_level_id', filter: true },
      sub_id: { label: 'Owner user id', type: 'uuid', sql: 'c.owner_user_id', hidden: true, filter: ['='] },
    },
    key: 'key',
    defaultSort: [['course_title', 'asc']],
    permission: 'authenticated',
    onlySchemas,
  };
}

export default defineModule('teachers', {
  ind_teacher_courses: courseLookup(courseScope),
  ind_teacher_courses_ei: courseLookup(courseScopeEi, [OPERATOR_TENANT]),
});
