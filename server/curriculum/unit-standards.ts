// The mapping cells: which standards a course unit teaches. A cell is created to map and deleted to
// unmap, through the write engine (audit record, scope); the unit must be in a course the principal
// may change, and the standard one of the tenant's frameworks.
import shape from '../../src/shared/entities/unit-standards.ts';
import { sql } from 'kysely';
import { notFound } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import { ownCourses, writableCourses } from './scope.ts';
import { defineEntity } from '../entity/define.ts';
import { col } from '../listmodel/define.ts';

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.unit_standards us JOIN {t}.course_units u ON u.id = us.unit_id JOIN {t}.courses c ON c.id = u.course_id
      JOIN {t}.standards st ON st.id = us.standard_id`,
    scope: ownCourses('c'),
    columns: {
      id: col.int('us.id', '= in'),
      unit_id: col.int('us.unit_id', '= in', 'Unit'),
      course_id: col.int('u.course_id', '= in', 'Course'),
      standard_id: col.int('us.standard_id', '= in', 'Standard'),
      code: col.text('st.code', 'sort'),
      version: col.int('us.version'),
    },
    key: 'id',
    defaultSort: [['code', 'asc']],
    permission: 'curriculum.read',
  },
  write: {
    table: '{t}.unit_standards',
    timestamps: [],
    scope: (ctx) => `unit_id IN (SELECT u.id FROM {t}.course_units u WHERE u.course_id IN (${writableCourses(ctx)}))`,
    permissions: { create: 'curriculum.update', delete: 'curriculum.update' },
    async prepare(op, values, ctx, db) {
      if (op !== 'create') return values;
      const unit = await sql<{ found: number }>`SELECT 1 AS found FROM ${render('{t}.course_units u', ctx)}
        WHERE u.id = ${values.unit_id} AND u.course_id IN (${render(writableCourses(ctx), ctx)})`.execute(db);
      if (unit.rows.length === 0) throw notFound(`Unit ${String(values.unit_id)} not found`);
      const std = await sql<{
        found: number;
      }>`SELECT 1 AS found FROM ${render('{t}.standards', ctx)} WHERE id = ${values.standard_id}`.execute(db);
      if (std.rows.length === 0) throw notFound(`Standard ${String(values.standard_id)} not found`);
      return values;
    },
  },
});
