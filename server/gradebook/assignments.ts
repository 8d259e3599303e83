// Assignments of a section: a teacher lists and changes those of its own sections, an
// administrator all. A new assignment's section must be one the principal may change.
import shape from '../../src/shared/entities/assignments.ts';
import { conflict, notFound } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import { sql } from 'kysely';
import { taughtSections } from './reports-queries.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { fillColumn } from './fill-column.ts';
import { col, courseTitle, dueDate, maxPoints, sectionName } from '../listmodel/define.ts';

const TAUGHT = (ctx: QueryContext) => taughtSections('s')(ctx) ?? 'TRUE';

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.assignments a JOIN {t}.sections sec ON sec.id = a.section_id JOIN {t}.courses c ON c.id = sec.course_id`,
    scope: taughtSections('sec'),
    columns: {
      id: col.int('a.id', '= in'),
      section_id: col.int('a.section_id', '= in', 'Section'),
      section_name: sectionName(),
      course_title: courseTitle(),
      title: col.text('a.title', 'ilike sort'),
      category: col.text('a.category', '= in sort'),
      due_date: dueDate('filter sort'),
      max_points: maxPoints('sort'),
      description: col.text('a.description'),
      status: col.text('a.status', '= sort'),
      version: col.int('a.version'),
    },
    key: 'id',
    defaultSort: [
      ['due_date', 'asc'],
      ['title', 'asc'],
    ],
    permission: 'section.read',
  },
  write: {
    table: '{t}.assignments',
    timestamps: [],
    scope: (ctx) => `section_id IN (SELECT s.id FROM {t}.sections s WHERE ${TAUGHT(ctx)})`,
    permissions: writesNeed('assignment.update'),
    async prepare(op, values, ctx, db) {
      if (op === 'create') {
        const found = await sql<{ found: number }>`SELECT 1 AS found FROM ${render('{t}.sections s', ctx)}
          WHERE s.id = ${values.section_id} AND (${render(TAUGHT(ctx), ctx)})`.execute(db);
        if (found.rows.length === 0) throw notFound(`Section ${String(values.section_id)} not found`);
      }
      return values;
    },
    async beforeDelete(trx, row, ctx) {
      // attached files live in the file service's storage: removed one by one first, so none is orphaned
      const files = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${render('{t}.assignment_attachments', ctx)}
        WHERE assignment_id = ${row.id}`.execute(trx);
      if (files.rows[0].c > 0) throw conflict('This assignment has attached files; remove them first', 'in_use');
      // grades go with their assignment (the audit record keeps the assignment as it was)
      await sql`DELETE FROM ${render('{t}.grades', ctx)} WHERE assignment_id = ${row.id}`.execute(trx);
    },
    actions: { fill_column: fillColumn },
  },
});
