// Assignments: the graded work of a section. The list and writes are declared in
// server/gradebook/assignments.ts; grades are their own entity (grades.ts).
import { amount, choice, day, id, name, nullable, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const ASSIGNMENT_CATEGORIES = ['homework', 'quiz', 'test', 'project', 'lab', 'other'] as const;
export const ASSIGNMENT_STATUSES = ['published', 'draft'] as const;

const shape = defineEntityShape({
  name: 'assignments',
  label: 'Assignment',
  uiPath: '/section/:sectionId/assignments',
  list: { bizobjfile: 'assignments', api: 'assignments' },
  fields: {
    section_id: id('Section'),
    title: name('Title', 200),
    category: choice('Category', ASSIGNMENT_CATEGORIES),
    due_date: nullable(day('Due date')),
    max_points: amount('Points', 0.5, 10000),
    description: text('Description', 20000),
    status: choice('Status', ASSIGNMENT_STATUSES),
  },
  required: ['section_id', 'title', 'max_points'],
  createOnly: ['section_id'],
  defaults: { category: 'homework', status: 'published', max_points: 10, description: '' },
});
export default shape;

/** the form's values: every field of the shape */
export type AssignmentValues = ValuesOf<typeof shape>;
