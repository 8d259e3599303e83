// The per-assignment statistics behind the two assignment reports (server/gradebook/reports-queries.ts).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['assignment_stats'], bizobjfile: 'reports', api: 'assignment_stats' },
] satisfies ScreenBinding[];
