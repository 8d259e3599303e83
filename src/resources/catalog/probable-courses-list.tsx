// /ei/probable-tenant-courses (probable_tenant_courses.read): school courses that probably are a
// catalogue course, most similar first (title and code against the catalogue titles). Operators
// with course_catalog.update link or dismiss them, one or many (POST /api/catalog/tenant-course-links);
// one course is linked to the catalogue course the operator picks (the suggestion first), many to
// their suggestions. A decided course leaves the list.
import { useState } from 'react';
import { App, Progress } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { BulkAction, GridColumn, RowAction } from '../../components/table/types.ts';
import { decideCourseLinks } from './catalog-api.ts';
import {
  bjuTag,
  rowLabel,
  tenantCourseColumns,
  tenantCourseFilters,
  type TenantCourseRow,
} from './tenant-course-columns.tsx';
import { LinkCourseDrawer } from './link-course-drawer.tsx';
import { catalogQuery } from './catalog-row.ts';

const QUERY = catalogQuery('probable_tenant_courses');
type Decision = 'linked' | 'dismissed';

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
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [linking, setLinking] = useState<TenantCourseRow>();
  const decide = async (rows: TenantCourseRow[], decision: Decision, chosen?: number) => {
    const items = rows.map((r) => ({
      tenant_id: r.tenant_id,
      course_id: r.course_id,
      ...(decision === 'linked' ? { catalog_course_id: chosen ?? r.catalog_course_id! } : {}),
    }));
    await decideCourseLinks(decision, items);
    await invalidate({ resource: QUERY.resource, invalidates: ['list'] });
    const what = rows.length === 1 ? rowLabel(rows[0]) : `${rows.length} courses`;
    message.success(decision === 'linked' ? `Linked ${what}` : `Dismissed ${what}`);
  };
  const rowActions: RowAction<TenantCourseRow>[] = [
    { key: 'link', label: 'Link…', permission: 'course_catalog.update', run: setLinking },
    {
      key: 'dismiss',
      label: 'Dismiss',
      permission: 'course_catalog.update',
      run: (r) => decide([r], 'dismissed').catch((err: Error) => message.error(err.message)),
    },
  ];
  const bulkActions: BulkAction<TenantCourseRow>[] = [
    {
      key: 'link',
      label: 'Link to suggestions',
      permission: 'course_catalog.update',
      confirm: (rows) => `Link ${rows.length} course(s) to the catalogue course shown beside each?`,
      run: (rows) => decide(rows, 'linked'),
    },
    { key: 'dismiss', label: 'Dismiss', permission: 'course_catalog.update', run: (rows) => decide(rows, 'dismissed') },
  ];
  return (
    <>
      <DataGrid<TenantCourseRow>
        id="probable-tenant-courses"
        {...QUERY}
        title="Probable tenant courses"
        description="School courses that look like a catalogue course, most similar first. Link them or dismiss the suggestion."
        columns={columns}
        rowLabel={rowLabel}
        search="Search school, code or title"
        filters={tenantCourseFilters}
        initialSorters={[{ field: 'score', order: 'desc' }]}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyText="No school course looks like a catalogue course"
      />
      <LinkCourseDrawer
        key={linking?.id ?? ''}
        row={linking}
        onLink={(r, id) => decide([r], 'linked', id)}
        onClose={() => setLinking(undefined)}
      />
    </>
  );
}
