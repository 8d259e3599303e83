// Grades: one student's score and mark on one assignment, a cell of the gradebook. Scores may
// go up to the points plus 50% extra credit (checked by the server against the assignment).
import { amount, choice, id, nullable } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export const GRADE_MARKS = ['late', 'missing', 'excused'] as const;
export type GradeMark = (typeof GRADE_MARKS)[number];
export const EXTRA_CREDIT = 1.5;

export default defineEntityShape({
  name: 'grades',
  label: 'Grade',
  uiPath: '/section/:sectionId/gradebook',
  list: { bizobjfile: 'gradebook', api: 'grades' },
  fields: {
    assignment_id: id('Assignment'),
    student_party_id: id('Student'),
    score: nullable(amount('Score', 0, 15000)),
    mark: nullable(choice('Mark', GRADE_MARKS)),
  },
  required: ['assignment_id', 'student_party_id'],
  createOnly: ['assignment_id', 'student_party_id'],
});
