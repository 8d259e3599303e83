// The profile pages' data (server/people/profiles-queries.ts: teachers; server/people/person-profiles-queries.ts:
// students, home-school students, independent teachers).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

const pp = (api: string) => ({ names: [`person_profiles/${api}`], bizobjfile: 'person_profiles', api });

export default [
  { names: ['profiles/teacher'], bizobjfile: 'profiles', api: 'teacher' },
  { names: ['profiles/teacher_sections'], bizobjfile: 'profiles', api: 'teacher_sections' },
  pp('student'),
  pp('family_student'),
  pp('student_enrollments'),
  pp('student_guardians'),
  pp('ind_teacher'),
  pp('ind_teacher_courses'),
] satisfies ScreenBinding[];
