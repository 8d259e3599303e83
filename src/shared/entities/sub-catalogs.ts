// Sub-catalogues (/ei/sub-course-catalog): a chosen set of catalogue courses offered to chosen
// tenants. A school's /tenant-catalog is the union of the active sub-catalogues offered to it.
import { Type } from '@sinclair/typebox';
import { choice, id, name, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const SUB_CATALOG_STATUSES = ['active', 'inactive'] as const;

const shape = defineEntityShape({
  name: 'sub-catalogs',
  label: 'Sub-catalogue',
  uiPath: '/ei/sub-course-catalog',
  list: { bizobjfile: 'catalog', api: 'sub_catalogs' },
  fields: {
    name: name('Name'),
    description: text('Description', 2000),
    status: choice('Status', SUB_CATALOG_STATUSES),
    course_ids: Type.Array(id('Course'), { title: 'Courses', maxItems: 500 }),
    tenant_ids: Type.Array(id('Tenant'), { title: 'Offered to', maxItems: 500 }),
  },
  required: ['name'],
  defaults: { status: 'active', description: '', course_ids: [], tenant_ids: [] },
});
export default shape;

/** the form's values: every field of the shape */
export type SubCatalogValues = ValuesOf<typeof shape>;
