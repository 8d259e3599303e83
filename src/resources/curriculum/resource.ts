// The mapping matrix's rows (server/curriculum/curriculum-queries.ts); units, frameworks and cells are entities.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['standards_matrix'], bizobjfile: 'curriculum', api: 'standards_matrix' },
] satisfies ScreenBinding[];
