// /ei/course-catalog (course_catalog.read): the platform's course catalogue for the operators,
// server-paged with search and publisher, subject and status filters; create and edit in a drawer
// bound to the URL; archive and delete after confirmation.
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Badge, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDelete, useUpdate } from '@refinedev/core';
import shape, { CATALOG_STATUSES } from '../../shared/entities/catalog-courses.ts';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { catalogColumns, catalogFilters } from './catalog-columns.tsx';
import type { CatalogCourseRow } from './catalog-row.ts';

const STATUS_BADGE = { active: 'success', inactive: 'default', archived: 'warning' } as const;

const columns: GridColumn<CatalogCourseRow>[] = [
  ...catalogColumns,
  { field: 'sub_catalog_count', title: 'Sub-catalogues', width: 130 },
  {
    field: 'status',
    title: 'Status',
    sorter: true,
    render: (v) => <Badge status={STATUS_BADGE[v as 'active']} text={String(v)} />,
  },
];

export default function CatalogCoursesList() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { mutateAsync: update } = useUpdate<CatalogCourseRow>();
  const { mutateAsync: remove } = useDelete<CatalogCourseRow>();
  const canEdit = useHeldPermissions(['course_catalog.update']).has('course_catalog.update');
  const open = (path: string) => navigate({ pathname: `${shape.uiPath}/${path}`, search });
  const setStatus = (r: CatalogCourseRow, status: CatalogCourseRow['status']) =>
    update({
      resource: shape.uiPath,
      id: r.id,
      values: { status, version: r.version },
      successNotification: { type: 'success', message: `${r.title} is ${status}` },
    }).catch(() => undefined);

  const rowActions: RowAction<CatalogCourseRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'course_catalog.update', run: (r) => open(`${r.id}/edit`) },
    {
      key: 'archive',
      label: 'Archive',
      permission: 'course_catalog.update',
      hidden: (r) => r.status === 'archived',
      confirm: (r) => `${r.title} is no longer offered to schools; their subscriptions stay.`,
      run: (r) => setStatus(r, 'archived'),
    },
    {
      key: 'restore',
      label: 'Restore',
      permission: 'course_catalog.update',
      hidden: (r) => r.status !== 'archived',
      run: (r) => setStatus(r, 'active'),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: 'course_catalog.update',
      confirm: (r) => `Delete ${r.title}? A course with subscriptions cannot be deleted; archive it instead.`,
      run: (r) => remove({ resource: shape.uiPath, id: r.id }).catch(() => undefined),
    },
  ];

  return (
    <>
      <DataGrid<CatalogCourseRow>
        id="course-catalog"
        titleLevel={1}
        resource={shape.uiPath}
        title="Course catalogue"
        description="The platform's courses: publisher, grade levels, subject, materials and price. Sub-catalogues offer them to schools."
        actions={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('create')}>
              New catalogue course
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        rowLabel={(r) => r.title}
        search={{ field: 'search', placeholder: 'Search title, publisher or subject' }}
        filters={[
          ...catalogFilters,
          {
            field: 'status',
            label: 'Status',
            kind: 'select',
            operator: 'eq',
            options: CATALOG_STATUSES.map((s) => ({ value: s, label: s })),
          },
        ]}
        initialSorters={[{ field: 'title', order: 'asc' }]}
        rowActions={rowActions}
        emptyText="The catalogue has no courses yet"
      />
      <Outlet />
    </>
  );
}
