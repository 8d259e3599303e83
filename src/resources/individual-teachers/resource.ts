// The independent teachers' list (server/people/teachers-queries.ts, ind_teachers); their accounts change
// through the users resource's actions.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['ind_teachers', '/individual-teachers'], bizobjfile: 'teachers', api: 'ind_teachers', idField: 'user_id' },
] satisfies ScreenBinding[];
