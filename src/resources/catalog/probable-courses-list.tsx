// /ei/probable-tenant-courses (probable_tenant_courses.read): school courses that probably are a
// catalogue course, most similar first (title and code against the catalogue titles), until an
// operator links or dismisses them.
import { Progress } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import {
  bjuTag,
  rowLabel,
  tenantCourseColumns,
  tenantCourseFilters,
  type TenantCourseRow,
} from './tenant-course-columns.tsx';

const columns: GridColumn<TenantCourseRow>[] = [
  ...tenantCourseColumns,
  { field: 'catalog_course', title: 'Probable catalogue course', sorter: true },
  { field: 'is_bju', title: 'BJU Press', width: 110, render: bjuTag },
  {
    field: 'score',
    title: 'Similarity',
    sorter: true,
    width: 140,
    render: (v) => <Progress percent={Math.round(Number(v) * 100)} size="small" aria-label="Similarity" />,
  },
];

export default function ProbableCoursesList() {
  return (
    <DataGrid<TenantCourseRow>
      id="probable-tenant-courses"
      titleLevel={1}
      resource="catalog/probable_tenant_courses"
      meta={{ bizobjfile: 'catalog', api: 'probable_tenant_courses' }}
      title="Probable tenant courses"
      description="School courses that look like a catalogue course, most similar first."
      columns={columns}
      rowKey="id"
      rowLabel={rowLabel}
      search={{ field: 'search', placeholder: 'Search school, code or title' }}
      filters={tenantCourseFilters}
      initialSorters={[{ field: 'score', order: 'desc' }]}
      emptyText="No school course looks like a catalogue course"
    />
  );
}
