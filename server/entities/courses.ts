// Courses: the school's course list and its writes. An independent teacher sees and changes only
// the courses it owns; a course it creates is its own.
import shape from '../../src/shared/entities/courses.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { defineEntity } from './define.ts';
import { searchColumn } from '../queries/define.ts';

const isIndTeacher = (ctx: QueryContext) => ctx.principal.currentRole === 'ind-teacher';

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.courses c
      LEFT JOIN {t}.subjects sj ON sj.id = c.subject_id
      LEFT JOIN {t}.grade_levels g ON g.id = c.grade_level_id`,
    scope: (ctx) => (isIndTeacher(ctx) ? 'c.owner_user_id = :userId' : null),
    columns: {
      id: { label: 'Id', type: 'int', sql: 'c.id', filter: ['=', 'in'], sort: true },
      course_code: { label: 'Code', type: 'text', sql: 'c.course_code', filter: true, sort: true },
      course_title: { label: 'Title', type: 'text', sql: 'c.course_title', filter: true, sort: true },
      subject_id: { label: 'Subject id', type: 'int', sql: 'c.subject_id', filter: ['=', 'in', 'is_null'] },
      subject: { label: 'Subject', type: 'text', sql: 'sj.name', sort: true },
      grade_level_id: {
        label: 'Grade level id',
        type: 'int',
        sql: 'c.grade_level_id',
        filter: ['=', 'in', 'is_null'],
      },
      grade_level: { label: 'Grade level', type: 'text', sql: 'g.name' },
      grade_order: { label: 'Grade order', type: 'int', sql: 'g.sort_order', hidden: true, sort: true },
      owner_user_id: { label: 'Owner', type: 'uuid', sql: 'c.owner_user_id', filter: ['=', 'is_null', 'not_null'] },
      description: { label: 'Description', type: 'text', sql: 'c.description' },
      status: { label: 'Status', type: 'text', sql: 'c.status', filter: true, sort: true },
      credits: { label: 'Credits', type: 'number', sql: 'c.credits::float8', sort: true },
      course_level: { label: 'Level', type: 'text', sql: 'c.course_level', filter: ['=', 'in'], sort: true },
      section_count: {
        label: 'Sections',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.sections s WHERE s.course_id = c.id)',
        sort: true,
      },
      created_at: { label: 'Created', type: 'timestamp', sql: 'c.created_at', sort: true },
      version: { label: 'Version', type: 'int', sql: 'c.version' },
      search: searchColumn("c.course_code || ' ' || c.course_title"),
    },
    key: 'id',
    defaultSort: [['course_code', 'asc']],
    permission: 'course.read',
  },
  write: {
    table: '{t}.courses',
    columns: [
      'id',
      'course_code',
      'course_title',
      'subject_id',
      'grade_level_id',
      'owner_user_id',
      'description',
      'status',
      'credits',
      'course_level',
      'version',
      'created_at',
    ],
    scope: (ctx) => (isIndTeacher(ctx) ? 'owner_user_id = :userId' : 'TRUE'),
    permissions: { create: 'course.create', update: 'course.update', delete: 'course.delete' },
    fixed: (ctx) => (isIndTeacher(ctx) ? { owner_user_id: ctx.principal.userId } : {}),
  },
});
