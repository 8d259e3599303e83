// A teacher's profile (server/queries/profiles.ts): the person and the sections it leads.
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  { names: ['profiles/teacher'], bizobjfile: 'profiles', api: 'teacher' },
  { names: ['profiles/teacher_sections'], bizobjfile: 'profiles', api: 'teacher_sections' },
] satisfies ScreenBinding[];
