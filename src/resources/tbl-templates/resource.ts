// The master templates' page reads the platform's list (server/tbl/tbl-templates.ts).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['/admin/tbl/template-master'], bizobjfile: 'tbl', api: 'master_templates' },
] satisfies ScreenBinding[];
