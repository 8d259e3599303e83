// Course units: listed per course for the mapping screen; changed by holders of curriculum.update
// in the courses they may change (server/curriculum/scope.ts).
import shape from '../../src/shared/entities/course-units.ts';
import { sql } from 'kysely';
import { notFound } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import { ownCourses, writableCourses } from '../curriculum/scope.ts';
import { defineEntity, writesNeed } from './define.ts';

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.course_units u JOIN {t}.courses c ON c.id = u.course_id`,
    scope: ownCourses('c'),
    columns: {
      id: { label: 'Id', type: 'int', sql: 'u.id', filter: ['=', 'in'] },
      course_id: { label: 'Course', type: 'int', sql: 'u.course_id', filter: ['=', 'in'] },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title' },
      title: { label: 'Unit', type: 'text', sql: 'u.title', filter: ['ilike'], sort: true },
      position: { label: 'Order', type: 'int', sql: 'u.position', sort: true },
      weeks: { label: 'Weeks', type: 'int', sql: 'u.weeks', sort: true },
      standard_count: {
        label: 'Standards',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.unit_standards us WHERE us.unit_id = u.id)',
      },
      version: { label: 'Version', type: 'int', sql: 'u.version' },
    },
    key: 'id',
    defaultSort: [
      ['position', 'asc'],
      ['id', 'asc'],
    ],
    permission: 'curriculum.read',
  },
  write: {
    table: '{t}.course_units',
    columns: ['id', 'course_id', 'title', 'position', 'weeks', 'version', 'created_at'],
    scope: (ctx) => `course_id IN (${writableCourses(ctx)})`,
    permissions: writesNeed('curriculum.update'),
    async prepare(op, values, ctx, db) {
      if (op === 'create') {
        const found = await sql`SELECT 1 FROM ${render(`(${writableCourses(ctx)}) w`, ctx)}
          WHERE w.id = ${values.course_id}`.execute(db);
        if (found.rows.length === 0) throw notFound(`Course ${String(values.course_id)} not found`);
      }
      return values;
    },
  },
});
