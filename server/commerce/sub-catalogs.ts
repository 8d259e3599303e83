// Sub-catalogues: catalogue courses offered to chosen tenants (platform tables; docs/commerce.md).
// The form sends the whole course and tenant lists; they replace the stored ones in the write's
// transaction.
import shape from '../../src/shared/entities/sub-catalogs.ts';
import { checkIdsExist, saveMembers } from './sub-catalog-members.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col, versionCreatedColumns } from '../listmodel/define.ts';

const agg = (table: string, column: string) =>
  `(SELECT coalesce(json_agg(x.${column} ORDER BY x.${column}), '[]') FROM platform.${table} x WHERE x.sub_catalog_id = sc.id)`;

export default defineEntity({
  shape,
  list: {
    level: 'platform',
    from: 'platform.sub_catalogs sc',
    operatorOnly: true,
    columns: {
      id: col.int('sc.id', '= in sort'),
      name: col.text('sc.name', 'filter sort'),
      description: col.text('sc.description'),
      status: col.text('sc.status', 'filter sort'),
      course_ids: col.json(agg('sub_catalog_courses', 'catalog_course_id')),
      tenant_ids: col.json(agg('sub_catalog_tenants', 'tenant_id')),
      course_count: col.int(
        '(SELECT count(*)::int FROM platform.sub_catalog_courses x WHERE x.sub_catalog_id = sc.id)',
        'sort',
        'Courses',
      ),
      tenants: col.text(
        "(SELECT string_agg(t.title, ', ' ORDER BY t.title) FROM platform.sub_catalog_tenants x JOIN platform.tenants t ON t.id = x.tenant_id WHERE x.sub_catalog_id = sc.id)",
        '',
        'Offered to',
      ),
      ...versionCreatedColumns('sc'),
    },
    key: 'id',
    defaultSort: [['name', 'asc']],
    permission: 'ei_catalog.read',
  },
  write: {
    table: 'platform.sub_catalogs',
    notColumns: ['course_ids', 'tenant_ids'],
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
