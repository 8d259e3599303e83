// /admin/role-permissions/:roleId: one of the school's roles.
export { TenantRolePermissions as default } from './role-permissions-page.tsx';
