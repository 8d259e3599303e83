// A section's students with their row of grades (server/gradebook/grades.ts, moreQueries.roster).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [{ names: ['gradebook_roster'], bizobjfile: 'gradebook', api: 'roster' }] satisfies ScreenBinding[];
