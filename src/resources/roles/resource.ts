// The roles screen reads security_users/admin_list_roles and writes through the roles resource.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['roles', '/admin/roles'], bizobjfile: 'security_users', api: 'admin_list_roles', writeResource: 'roles' },
] satisfies ScreenBinding[];
