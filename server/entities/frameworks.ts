// Standards frameworks: the list with their standard counts; renamed or deleted by holders of
// curriculum.update (created only by an import, server/curriculum/routes.ts).
import shape from '../../src/shared/entities/frameworks.ts';
import { defineEntity } from './define.ts';

export default defineEntity({
  shape,
  list: {
    level: 'tenant',
    from: `{t}.frameworks f`,
    scope: () => null,
    columns: {
      id: { label: 'Id', type: 'int', sql: 'f.id', filter: ['=', 'in'] },
      identifier: { label: 'Identifier', type: 'text', sql: 'f.identifier', filter: ['='] },
      title: { label: 'Framework', type: 'text', sql: 'f.title', filter: ['ilike'], sort: true },
      subject: { label: 'Subject', type: 'text', sql: 'f.subject', filter: ['=', 'ilike'], sort: true },
      source: { label: 'Source', type: 'text', sql: 'f.source', filter: ['='] },
      standard_count: {
        label: 'Standards',
        type: 'int',
        sql: '(SELECT count(*)::int FROM {t}.standards s WHERE s.framework_id = f.id)',
        sort: true,
      },
      version: { label: 'Version', type: 'int', sql: 'f.version' },
    },
    key: 'id',
    defaultSort: [['title', 'asc']],
    permission: 'curriculum.read',
  },
  write: {
    table: '{t}.frameworks',
    key: { column: 'id', type: 'int' },
    columns: ['id', 'identifier', 'title', 'subject', 'source', 'version', 'created_at'],
    scope: () => 'TRUE',
    permissions: { update: 'curriculum.update', delete: 'curriculum.update' },
  },
});
