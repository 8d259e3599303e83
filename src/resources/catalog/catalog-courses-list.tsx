// /ei/course-catalog (course_catalog.read): the platform's course catalogue for the operators,
// server-paged with search and publisher, subject and status filters; create and edit in a drawer
// bound to the URL; archive and delete after confirmation.
import shape, { CATALOG_STATUSES } from '../../shared/entities/catalog-courses.ts';
import { EntityListPage, type ListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import { catalogColumns, catalogFilters } from './catalog-columns.tsx';
import type { CatalogCourseRow } from './catalog-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const STATUS_BADGE = { active: 'success', inactive: 'default', archived: 'warning' } as const;

const columns: GridColumn<CatalogCourseRow>[] = [
  ...catalogColumns,
  { field: 'sub_catalog_count', title: 'Sub-catalogues', width: 130 },
  badgeColumn<CatalogCourseRow>('status', 'Status', STATUS_BADGE),
];

const PAGE: ListPage<CatalogCourseRow> = {
  shape,
  id: 'course-catalog',
  title: 'Course catalogue',
  description:
    "The platform's courses: publisher, grade levels, subject, materials and price. Sub-catalogues offer them to schools.",
  create: 'course_catalog.update',
  columns,
  rowLabel: (r) => r.title,
  search: 'Search title, publisher or subject',
  filters: [...catalogFilters, selectFilter('status', 'Status', CATALOG_STATUSES)],
  sort: 'title',
  emptyText: 'The catalogue has no courses yet',
  records: {
    update: 'course_catalog.update',
    delete: 'course_catalog.update',
    edit: true,
    archive: {
      archived: 'archived',
      active: 'active',
      confirm: (r) => `${r.title} is no longer offered to schools; their subscriptions stay.`,
    },
    confirmDelete: (r) => `Delete ${r.title}? A course with subscriptions cannot be deleted; archive it instead.`,
  },
};

export default function CatalogCoursesList() {
  return <EntityListPage page={PAGE} />;
}
