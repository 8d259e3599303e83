// The operators' course catalogue (platform table; docs/commerce.md). Only platform operators
// list and change it; schools read the part offered to them through catalog/tenant_catalog.
import shape from '../../src/shared/entities/catalog-courses.ts';
import { CATALOG_COLUMNS } from './catalog-columns.ts';
import { defineEntity, writesNeed } from '../entity/define.ts';
import { col, versionCreatedColumns } from '../listmodel/define.ts';

export default defineEntity({
  shape,
  list: {
    level: 'platform',
    from: 'platform.catalog_courses cc',
    operatorOnly: true,
    columns: {
      ...CATALOG_COLUMNS,
      sub_catalog_count: col.int(
        '(SELECT count(*)::int FROM platform.sub_catalog_courses x WHERE x.catalog_course_id = cc.id)',
        '',
        'Sub-catalogues',
      ),
      ...versionCreatedColumns('cc'),
    },
    key: 'id',
    defaultSort: [['title', 'asc']],
    permission: 'course_catalog.read',
  },
  moreQueries: {
    catalog_course_options: {
      description: 'Catalogue courses as key/value pairs (for the sub-catalogue form and linking probable matches)',
      level: 'platform',
      from: 'platform.catalog_courses cc',
      operatorOnly: true,
      columns: {
        key: col.int('cc.id', '= in'),
        value: col.text('cc.title', 'sort', 'Course'),
      },
      key: 'key',
      defaultSort: [['value', 'asc']],
      permission: 'ei_catalog.read',
    },
  },
  write: {
    table: 'platform.catalog_courses',
    touchUpdatedAt: true,
    scope: () => 'TRUE',
    operatorOnly: true,
    permissions: writesNeed('course_catalog.update'),
  },
});
