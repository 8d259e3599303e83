// teachers: the independent teacher's course lookups and the school's teacher list.
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
  teachers: {
    description: "The school's teachers with their section count",
    level: 'tenant',
    from: '{t}.parties p',
    where: "p.kind = 'teacher'",
    columns: {
      id: { label: 'Id', type: 'int', sql: 'p.party_id', filter: ['=', 'in'] },
      party_id: { label: 'Party id', type: 'int', sql: 'p.party_id', filter: ['=', 'in'] },
      first_name: { label: 'First name', type: 'text', sql: 'p.first_name', filter: true, sort: true },
      last_name: { label: 'Last name', type: 'text', sql: 'p.last_name', filter: true, sort: true },
      full_name: { label: 'Name', type: 'text', sql: "p.first_name || ' ' || p.last_name" },
      email: { label: 'Email', type: 'text', sql: 'p.email', filter: true, sort: true },
      status: { label: 'Status', type: 'text', sql: 'p.status', filter: true, sort: true },
      user_id: { label: 'User id', type: 'uuid', sql: 'p.user_id', filter: ['=', 'is_null', 'not_null'] },
      section_count: {
        label: 'Sections',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.sections s WHERE s.teacher_party_id = p.party_id)',
      },
      version: { label: 'Version', type: 'int', sql: 'p.version' },
      search: {
        label: 'Search',
        type: 'text',
        hidden: true,
        sql: "p.first_name || ' ' || p.last_name || ' ' || coalesce(p.email, '')",
        filter: ['like', 'ilike'],
      },
    },
    key: 'id',
    defaultSort: [
      ['last_name', 'asc'],
      ['first_name', 'asc'],
    ],
    permission: 'teacher.read',
    uiPath: '/teachers',
  },
});
