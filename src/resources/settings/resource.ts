// The school settings, and the school's terms that its current-term picker offers.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['settings', '/admin/settings'], bizobjfile: 'security_users', api: 'settings', writeResource: 'settings' },
  { names: ['terms'], bizobjfile: 'security_users', api: 'terms' },
] satisfies ScreenBinding[];
