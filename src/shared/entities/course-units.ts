// Course units: the ordered parts of a course, each taking some weeks; the curriculum mapping
// screen (/curriculum/curriculum-mapping) maps them to standards (unit-standards.ts).
import { Type } from '@sinclair/typebox';
import { id, name } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

const shape = defineEntityShape({
  name: 'course_units',
  label: 'Course unit',
  uiPath: '/curriculum/curriculum-mapping',
  list: { bizobjfile: 'course_units', api: 'course_units' },
  fields: {
    course_id: id('Course'),
    title: name('Title', 200),
    position: Type.Integer({ title: 'Order', minimum: 1, maximum: 500 }),
    weeks: Type.Integer({ title: 'Weeks', minimum: 1, maximum: 52 }),
  },
  required: ['course_id', 'title'],
  createOnly: ['course_id'],
  defaults: { title: '', weeks: 4 },
});
export default shape;

/** the form's values: every field of the shape */
export type CourseUnitValues = ValuesOf<typeof shape>;
