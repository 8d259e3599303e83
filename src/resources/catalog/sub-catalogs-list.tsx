// /ei/sub-course-catalog (ei_catalog.read): the sub-catalogues, each a set of catalogue courses
// offered to chosen tenants; create and edit in a drawer bound to the URL.
import { Outlet } from 'react-router';
import { Badge } from 'antd';
import shape from '../../shared/entities/sub-catalogs.ts';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn } from '../../components/table/types.ts';
import { CreateButton, useRecordActions } from '../../components/table/record-actions.tsx';
import type { SubCatalogRow } from './catalog-row.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

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
  const canEdit = useHeldPermissions(['ei_catalog.update']).has('ei_catalog.update');
  const { actions, open } = useRecordActions<SubCatalogRow>({
    shape,
    label: (r) => r.name,
    update: 'ei_catalog.update',
    delete: 'ei_catalog.update',
    edit: true,
    confirmDelete: (r) => `Delete ${r.name}? Its courses are no longer offered through it.`,
  });
  return (
    <>
      <DataGrid<SubCatalogRow>
        id="sub-catalogs"
        titleLevel={1}
        resource={shape.uiPath}
        title="Sub-catalogues"
        description="Curated sets of catalogue courses, each offered to the schools you choose."
        actions={
          <CreateButton can={canEdit} onClick={() => open('create')}>
            New sub-catalogue
          </CreateButton>
        }
        columns={columns}
        rowLabel={(r) => r.name}
        filters={[selectFilter('status', 'Status', ['active', 'inactive'])]}
        initialSorters={[{ field: 'name', order: 'asc' }]}
        rowActions={actions}
        emptyText="No sub-catalogues yet"
      />
      <Outlet />
    </>
  );
}
