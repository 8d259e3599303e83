// Sub-catalogues: catalogue courses offered to chosen tenants (platform tables; docs/commerce.md).
// The form sends the whole course and tenant lists; they replace the stored ones in the write's
// transaction.
import shape from '../../src/shared/entities/sub-catalogs.ts';
import { checkIdsExist, saveMembers } from '../commerce/sub-catalog-members.ts';
import { defineEntity, writesNeed } from './define.ts';
import { versionCreatedColumns } from '../queries/define.ts';

const agg = (table: string, col: string) =>
  `(SELECT coalesce(json_agg(x.${col} ORDER BY x.${col}), '[]') FROM platform.${table} x WHERE x.sub_catalog_id = sc.id)`;

export default defineEntity({
  shape,
  list: {
    level: 'platform',
    from: 'platform.sub_catalogs sc',
    operatorOnly: true,
    columns: {
      id: { label: 'Id', type: 'int', sql: 'sc.id', filter: ['=', 'in'], sort: true },
      name: { label: 'Name', type: 'text', sql: 'sc.name', filter: true, sort: true },
      description: { label: 'Description', type: 'text', sql: 'sc.description' },
      status: { label: 'Status', type: 'text', sql: 'sc.status', filter: true, sort: true },
      course_ids: { label: 'Course ids', type: 'json', sql: agg('sub_catalog_courses', 'catalog_course_id') },
      tenant_ids: { label: 'Tenant ids', type: 'json', sql: agg('sub_catalog_tenants', 'tenant_id') },
      course_count: {
        label: 'Courses',
        type: 'int',
        sql: '(SELECT count(*)::int FROM platform.sub_catalog_courses x WHERE x.sub_catalog_id = sc.id)',
        sort: true,
      },
      tenants: {
        label: 'Offered to',
        type: 'text',
        sql: "(SELECT string_agg(t.title, ', ' ORDER BY t.title) FROM platform.sub_catalog_tenants x JOIN platform.tenants t ON t.id = x.tenant_id WHERE x.sub_catalog_id = sc.id)",
      },
      ...versionCreatedColumns('sc'),
    },
    key: 'id',
    defaultSort: [['name', 'asc']],
    permission: 'ei_catalog.read',
  },
  write: {
    table: 'platform.sub_catalogs',
    columns: ['id', 'name', 'description', 'status', 'version', 'created_at'],
    touchUpdatedAt: true,
    scope: () => 'TRUE',
    operatorOnly: true,
    permissions: writesNeed('ei_catalog.update'),
    prepare: async (_op, values, _ctx, db) => {
      await checkIdsExist(db, values);
      return values;
    },
    afterCreate: saveMembers,
    afterUpdate: saveMembers,
  },
});
