// /admin/tbl/template-master: the platform's master table templates, each a layout over one list
// query; "Create template" opens a school template prefilled from it
// (/admin/tbl/template/create/:masterTemplateId).
import { useNavigate } from 'react-router';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import type { TemplateDefinition } from '../../shared/entities/tbl-templates.ts';

export interface MasterRow extends TemplateDefinition {
  id: number;
  template_name: string;
  description: string;
  query: string;
}

const columns: GridColumn<MasterRow>[] = [
  { field: 'template_name', title: 'Name', sorter: true },
  { field: 'query', title: 'List query', sorter: true },
  { field: 'description', title: 'Description' },
  { field: 'columns', title: 'Columns', render: (v) => (v as MasterRow['columns']).map((c) => c.label).join(', ') },
];

export default function MastersList() {
  const navigate = useNavigate();
  const rowActions: RowAction<MasterRow>[] = [
    {
      key: 'create',
      label: 'Create template',
      permission: 'table.update',
      run: (r) => navigate(`/admin/tbl/template/create/${r.id}`),
    },
  ];
  return (
    <DataGrid<MasterRow>
      id="tbl-masters"
      titleLevel={1}
      resource="/admin/tbl/template-master"
      title="Master templates"
      description="Layouts the platform offers over its list queries; a school's own templates start from one."
      columns={columns}
      rowLabel={(r) => r.template_name}
      search="Search name"
      initialSorters={[{ field: 'template_name', order: 'asc' }]}
      rowActions={rowActions}
      emptyText="No master templates"
    />
  );
}
