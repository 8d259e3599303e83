// Home-school families' students (server/people/home-school-queries.ts): a family's own, and every
// family's for operators. A family adds its own through the family_students write resource.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  {
    names: ['home_school_students', '/home-school'],
    bizobjfile: 'home_school',
    api: 'students',
    writeResource: 'family_students',
  },
  { names: ['home_school_all_students', '/ei/home-school-students'], bizobjfile: 'home_school', api: 'all_students' },
] satisfies ScreenBinding[];
