// The school settings (the terms are an entity: src/shared/entities/terms.ts).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['settings', '/admin/settings'], bizobjfile: 'security_users', api: 'settings', writeResource: 'settings' },
] satisfies ScreenBinding[];
