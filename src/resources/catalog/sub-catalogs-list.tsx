// /ei/sub-course-catalog (ei_catalog.read): the sub-catalogues, each a set of catalogue courses
// offered to chosen tenants; create and edit in a drawer bound to the URL.
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Badge, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import shape from '../../shared/entities/sub-catalogs.ts';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import type { SubCatalogRow } from './catalog-row.ts';

const columns: GridColumn<SubCatalogRow>[] = [
  { field: 'name', title: 'Name', sorter: true },
  { field: 'course_count', title: 'Courses', sorter: true, width: 100 },
  { field: 'tenants', title: 'Offered to', render: (v) => (v ? String(v) : 'Nobody yet') },
  {
    field: 'status',
    title: 'Status',
    sorter: true,
    render: (v) => <Badge status={v === 'active' ? 'success' : 'default'} text={String(v)} />,
  },
  { field: 'description', title: 'Description', hidden: true },
];

export default function SubCatalogsList() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { mutateAsync: remove } = useDelete<SubCatalogRow>();
  const canEdit = useHeldPermissions(['ei_catalog.update']).has('ei_catalog.update');
  const open = (path: string) => navigate({ pathname: `${shape.uiPath}/${path}`, search });
  const rowActions: RowAction<SubCatalogRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'ei_catalog.update', run: (r) => open(`${r.id}/edit`) },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: 'ei_catalog.update',
      confirm: (r) => `Delete ${r.name}? Its courses are no longer offered through it.`,
      run: (r) => remove({ resource: shape.uiPath, id: r.id }).catch(() => undefined),
    },
  ];
  return (
    <>
      <DataGrid<SubCatalogRow>
        id="sub-catalogs"
        titleLevel={1}
        resource={shape.uiPath}
        title="Sub-catalogues"
        description="Curated sets of catalogue courses, each offered to the schools you choose."
        actions={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('create')}>
              New sub-catalogue
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        rowLabel={(r) => r.name}
        filters={[
          {
            field: 'status',
            label: 'Status',
            kind: 'select',
            operator: 'eq',
            options: ['active', 'inactive'].map((s) => ({ value: s, label: s })),
          },
        ]}
        initialSorters={[{ field: 'name', order: 'asc' }]}
        rowActions={rowActions}
        emptyText="No sub-catalogues yet"
      />
      <Outlet />
    </>
  );
}
