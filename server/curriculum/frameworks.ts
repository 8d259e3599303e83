// Standards frameworks: the list with their standard counts; renamed or deleted by holders of
// curriculum.update (created only by an import, server/curriculum/routes.ts). A framework a course
// unit still maps is kept (409 in_use), so deleting never silently drops a course's mapping.
import shape from '../../src/shared/entities/frameworks.ts';
import { sql } from 'kysely';
import { conflict } from '../errors.ts';
import { render } from '../listmodel/template.ts';
import { defineEntity } from '../entity/define.ts';
import { col } from '../listmodel/define.ts';

const MAPPED = `(SELECT count(*)::int FROM {t}.unit_standards us JOIN {t}.standards s ON s.id = us.standard_id
  WHERE s.framework_id = f.id)`;

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.frameworks f`,
    scope: () => null,
    columns: {
      id: col.int('f.id', '= in'),
      identifier: col.text('f.identifier', '='),
      title: col.text('f.title', 'ilike sort', 'Framework'),
      subject: col.text('f.subject', '= ilike sort'),
      source: col.text('f.source', '='),
      standard_count: col.int(
        '(SELECT count(*)::int FROM {t}.standards s WHERE s.framework_id = f.id)',
        'sort',
        'Standards',
      ),
      mapped_count: col.int(MAPPED, 'sort', 'Mapped'),
      version: col.int('f.version'),
    },
    key: 'id',
    defaultSort: [['title', 'asc']],
    permission: 'curriculum.read',
  },
  write: {
    table: '{t}.frameworks',
    moreColumns: ['identifier', 'source', 'subject'],
    scope: () => 'TRUE',
    permissions: { update: 'curriculum.update', delete: 'curriculum.update' },
    async beforeDelete(trx, row, ctx) {
      const used = await sql<{ c: number }>`SELECT ${render(MAPPED, ctx)} AS c
        FROM ${render('{t}.frameworks f', ctx)} WHERE f.id = ${row.id}`.execute(trx);
      const c = used.rows[0]?.c ?? 0;
      if (c > 0)
        throw conflict(`${String(row.title)} is mapped to course units ${c} time(s); unmap them first`, 'in_use');
    },
  },
});
