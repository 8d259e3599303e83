// /ei/sub-course-catalog (ei_catalog.read): the sub-catalogues, each a set of catalogue courses
// offered to chosen tenants; create and edit in a drawer bound to the URL.
import shape from '../../shared/entities/sub-catalogs.ts';
import { EntityListPage, type ListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import type { SubCatalogRow } from './catalog-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const columns: GridColumn<SubCatalogRow>[] = [
  { field: 'name', title: 'Name', sorter: true },
  { field: 'course_count', title: 'Courses', sorter: true, width: 100 },
  { field: 'tenants', title: 'Offered to', render: (v) => (v ? String(v) : 'Nobody yet') },
  badgeColumn<SubCatalogRow>('status', 'Status', { active: 'success' }, 'default'),
  { field: 'description', title: 'Description', hidden: true },
];

const PAGE: ListPage<SubCatalogRow> = {
  shape,
  id: 'sub-catalogs',
  title: 'Sub-catalogues',
  description: 'Curated sets of catalogue courses, each offered to the schools you choose.',
  create: 'ei_catalog.update',
  columns,
  rowLabel: (r) => r.name,
  filters: [selectFilter('status', 'Status', ['active', 'inactive'])],
  sort: 'name',
  records: {
    update: 'ei_catalog.update',
    delete: 'ei_catalog.update',
    edit: true,
    confirmDelete: (r) => `Delete ${r.name}? Its courses are no longer offered through it.`,
  },
};

export default function SubCatalogsList() {
  return <EntityListPage page={PAGE} />;
}
