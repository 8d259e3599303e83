// Reading and saving one role's permission list: a tenant's role (/admin/role-permissions/:roleId)
// or a platform default role (/ei/role-permissions/:roleId); see server/admin/role-routes.ts.
import { apiFetch } from '../../providers/http-client.ts';
import { listRows } from '../../providers/auth/list-query.ts';

export interface EditableRole {
  id: number;
  role_name: string;
  description: string;
  role_permissions: string[];
  version: number;
}
export type RoleScope = 'tenant' | 'platform';

export async function loadRole(scope: RoleScope, roleId: number): Promise<EditableRole | undefined> {
  if (scope === 'platform') return apiFetch<EditableRole>(`/admin/platform-roles/${roleId}`);
  const rows = await listRows<EditableRole>('security_users', 'admin_list_roles', [['id', '=', roleId]]);
  return rows[0] ? { ...rows[0], role_permissions: rows[0].role_permissions ?? [] } : undefined;
}

export function saveRolePermissions(scope: RoleScope, roleId: number, rolePermissions: string[], version: number) {
  const base = scope === 'platform' ? '/admin/platform-roles' : '/admin/roles';
  return apiFetch<EditableRole>(`${base}/${roleId}/permissions`, {
    method: 'PUT',
    body: { role_permissions: rolePermissions, version },
  });
}
