// The blocked-path lists, for a school's own page and the operators' page alike.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  {
    names: ['app_controls', '/app-controls', '/ei/app-controls'],
    bizobjfile: 'llm_trans',
    api: 'app_controls',
    writeResource: 'app_controls',
  },
] satisfies ScreenBinding[];
