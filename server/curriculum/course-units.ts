// Course units: listed per course for the mapping screen; changed by holders of curriculum.update
// in the courses they may change (server/curriculum/scope.ts).
import shape from '../../src/shared/entities/course-units.ts';
import { sql } from 'kysely';
import { notFound } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import { ownCourses, writableCourses } from './scope.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col, courseTitle } from '../listmodel/define.ts';

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.course_units u JOIN {t}.courses c ON c.id = u.course_id`,
    scope: ownCourses('c'),
    columns: {
      id: col.int('u.id', '= in'),
      course_id: col.int('u.course_id', '= in', 'Course'),
      course_title: courseTitle(),
      title: col.text('u.title', 'ilike sort', 'Unit'),
      position: col.int('u.position', 'sort', 'Order'),
      weeks: col.int('u.weeks', 'sort'),
      standard_count: col.int(
        '(SELECT count(*)::int FROM {t}.unit_standards us WHERE us.unit_id = u.id)',
        '',
        'Standards',
      ),
      version: col.int('u.version'),
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
    scope: (ctx) => `course_id IN (${writableCourses(ctx)})`,
    permissions: writesNeed('curriculum.update'),
    async prepare(op, values, ctx, db) {
      if (op === 'create') {
        const found = await sql<{ found: number }>`SELECT 1 AS found FROM ${render(`(${writableCourses(ctx)}) w`, ctx)}
          WHERE w.id = ${values.course_id}`.execute(db);
        if (found.rows.length === 0) throw notFound(`Course ${String(values.course_id)} not found`);
      }
      return values;
    },
  },
});
