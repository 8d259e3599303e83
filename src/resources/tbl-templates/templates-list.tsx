// /admin/tbl/templates (table.read): the school's table templates. Open shows a template's rows,
// Clone and Edit open the form, Delete asks first; "New template" starts from a master template.
// The create and clone routes render this list with their drawer over it (start-page.tsx).
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import shape from '../../shared/entities/tbl-templates.ts';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import type { TemplateRow } from './template-drawers.tsx';

const label = (r: TemplateRow) => r.template_name;
const MASTERS = '/admin/tbl/template-master';

const columns: GridColumn<TemplateRow>[] = [
  { field: 'template_name', title: 'Name', sorter: true },
  { field: 'query', title: 'List query', sorter: true },
  { field: 'column_count', title: 'Columns', width: 100 },
  { field: 'description', title: 'Description', hidden: true },
  { field: 'updated_at', title: 'Updated', sorter: true, render: (v) => new Date(String(v)).toLocaleString() },
];

export default function TemplatesList({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <EntityListPage<TemplateRow>
      page={{
        shape,
        id: 'tbl-templates',
        title: 'Table templates',
        description: "Your school's own views of its data: a list query with the columns, filters and sort you chose.",
        create: 'table.update',
        onCreate: () => navigate(MASTERS),
        emptyCreate: 'Start from a master template',
        columns,
        rowLabel: label,
        search: 'Search name or query',
        sort: 'template_name',
        records: { update: 'table.update', delete: 'table.update' },
        rowActions: ({ actions }) => [
          { key: 'open', label: 'Open', run: (r) => navigate(`/admin/tbl/template/${r.id}`) },
          {
            key: 'edit',
            label: 'Edit',
            permission: 'table.update',
            run: (r) => navigate(`/admin/tbl/template/${r.id}?edit=1`),
          },
          {
            key: 'clone',
            label: 'Clone',
            permission: 'table.update',
            run: (r) => navigate(`/admin/tbl/template/clone/${r.id}`),
          },
          ...actions,
        ],
        after: children,
      }}
    />
  );
}
