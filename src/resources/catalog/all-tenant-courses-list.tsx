// /ei/all-courses-bju and /ei/all-courses-non-bju (all_tenant_courses.read): every tenant's
// courses, split by publisher. A course counts as BJU Press when an operator linked it to a BJU
// catalogue course (/ei/probable-tenant-courses); the path picks the side.
import { useLocation } from 'react-router';
import type { CrudFilter } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { rowLabel, tenantCourseColumns, tenantCourseFilters, type TenantCourseRow } from './tenant-course-columns.tsx';

const META = { bizobjfile: 'catalog', api: 'all_tenant_courses' };

const columns: GridColumn<TenantCourseRow>[] = [
  ...tenantCourseColumns,
  { field: 'catalog_course', title: 'Catalogue course', sorter: true, render: (v) => (v ? String(v) : 'Not linked') },
  { field: 'publisher', title: 'Publisher', sorter: true, render: (v) => (v ? String(v) : '—') },
];

export default function AllTenantCoursesList() {
  const bju = useLocation().pathname === '/ei/all-courses-bju';
  const permanent: CrudFilter[] = [{ field: 'is_bju', operator: 'eq', value: bju }];
  return (
    <DataGrid<TenantCourseRow>
      key={String(bju)}
      id={bju ? 'all-courses-bju' : 'all-courses-non-bju'}
      titleLevel={1}
      resource="catalog/all_tenant_courses"
      meta={META}
      title={bju ? 'All courses: BJU Press' : 'All courses: other publishers'}
      description={
        bju
          ? "Every school's courses linked to a BJU Press catalogue course."
          : "Every school's courses not linked to a BJU Press catalogue course (other publishers or not linked yet)."
      }
      columns={columns}
      rowLabel={rowLabel}
      search="Search school, code or title"
      permanentFilters={permanent}
      filters={tenantCourseFilters}
      initialSorters={[{ field: 'tenant', order: 'asc' }]}
      emptyText={bju ? 'No school course is linked to a BJU Press course yet' : 'No courses'}
    />
  );
}
