// Operators only: the platform's default roles, which every new tenant starts from.
import { Link } from 'react-router';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { GridColumn } from '../../components/table/types.ts';

interface PlatformRole {
  id: number;
  role_name: string;
  description: string;
  role_permissions: string[];
}

const columns: GridColumn<PlatformRole>[] = [
  { field: 'role_name', title: 'Role' },
  { field: 'description', title: 'Description' },
  { field: 'role_permissions', title: 'Permissions listed', render: (_v, r) => r.role_permissions.length },
  {
    field: 'id',
    title: 'Permissions',
    render: (_v, r) => <Link to={`/ei/role-permissions/${r.id}`}>Edit permissions</Link>,
  },
];

export function PlatformRoles() {
  const answer = useApiAnswer<PlatformRole[]>('/admin/platform-roles');
  return (
    <DataGrid<PlatformRole>
      id="platform-roles"
      resource="/ei/role-permissions/:roleId"
      title="Platform default roles"
      description="New tenants start with copies of these. Changing one does not change existing tenants."
      rows={answer}
      columns={columns}
      rowLabel={(r) => r.role_name}
      emptyText="No default roles"
    />
  );
}
