// Each person's own classes, students and courses (server/people/my-classes-queries.ts).
import type { ScreenBinding } from '../../providers/data/resource-map.ts';

export default [
  {
    names: ['my_students', '/teacher/my-students'],
    bizobjfile: 'classes',
    api: 'my_students',
    idField: 'student_party_id',
  },
  { names: ['my_classes', '/my-classes', '/teacher/my-sections'], bizobjfile: 'classes', api: 'my_classes' },
  { names: ['my_courses', '/my-courses'], bizobjfile: 'classes', api: 'my_courses' },
] satisfies ScreenBinding[];
