// /ei/role-permissions/:roleId: one of the platform's default roles (operators).
export { PlatformRolePermissions as default } from './role-permissions-page.tsx';
