// The users screen reads security_users/users and writes through the users resource.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['users', '/admin/users'], bizobjfile: 'security_users', api: 'users', writeResource: 'users' },
] satisfies ScreenBinding[];
