// Courses: the school's course list and its writes. An independent teacher sees and changes only
// the courses it owns; a course it creates is its own.
import shape from '../../src/shared/entities/courses.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { defineEntity } from '../entity/define.ts';
import { col, searchColumn, gradeLevel } from '../listmodel/define.ts';

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
      id: col.int('c.id', '= in sort'),
      course_code: col.text('c.course_code', 'filter sort', 'Code'),
      course_title: col.text('c.course_title', 'filter sort', 'Title'),
      subject_id: col.int('c.subject_id', '= in is_null'),
      subject: col.text('sj.name', 'sort'),
      grade_level_id: col.int('c.grade_level_id', '= in is_null'),
      grade_level: gradeLevel(),
      grade_order: col.int('g.sort_order', 'sort hidden'),
      owner_user_id: col.uuid('c.owner_user_id', '= is_null not_null', 'Owner'),
      description: col.text('c.description'),
      status: col.text('c.status', 'filter sort'),
      credits: col.number('c.credits::float8', 'sort'),
      course_level: col.text('c.course_level', '= in sort', 'Level'),
      section_count: col.int('(SELECT count(*)::int FROM {t}.sections s WHERE s.course_id = c.id)', 'sort', 'Sections'),
      created_at: col.timestamp('c.created_at', 'sort'),
      version: col.int('c.version'),
      search: searchColumn("c.course_code || ' ' || c.course_title"),
    },
    key: 'id',
    defaultSort: [['course_code', 'asc']],
    permission: 'course.read',
  },
  write: {
    table: '{t}.courses',
    moreColumns: ['owner_user_id'],
    scope: (ctx) => (isIndTeacher(ctx) ? 'owner_user_id = :userId' : 'TRUE'),
    permissions: { create: 'course.create', update: 'course.update', delete: 'course.delete' },
    fixed: (ctx) => (isIndTeacher(ctx) ? { owner_user_id: ctx.principal.userId } : {}),
  },
});
