// The gradebook's section settings: a section's category weights (null: points-based averages),
// read by the gradebook tab; set by the sections' set_grade_weights action. And a student's own
// grades: the published assignments of the sections it attends with its own score and mark only
// (the rows follow the principal's party, so another student's id finds nothing); a grade is shown
// once released (docs/classroom.md).
import { col, defineModule, courseTitle, dueDate, maxPoints, sectionName, yearTerm } from '../listmodel/define.ts';
import { taughtSections } from './reports-queries.ts';

export default defineModule('grading', {
  section_weights: {
    description: "A section's category weights for its gradebook averages (null: points-based)",
    level: 'tenant',
    from: '{t}.sections sec',
    scope: taughtSections('sec'),
    columns: {
      id: col.int('sec.id', '= sort', 'Section'),
      grade_weights: col.json('sec.grade_weights', '', 'Weights'),
    },
    key: 'id',
    defaultSort: [['id', 'asc']],
    permission: 'section.read',
  },
  my_grades: {
    description: "The signed-in student's assignments, scores and marks per section, with the section's weights",
    level: 'tenant',
    from: `{t}.assignments a JOIN {t}.sections sec ON sec.id = a.section_id JOIN {t}.courses c ON c.id = sec.course_id
      LEFT JOIN {t}.terms tm ON tm.id = sec.term_id
      JOIN {t}.enrollments e ON e.section_id = sec.id AND e.student_party_id = :partyId
      LEFT JOIN {t}.grades g ON g.assignment_id = a.id AND g.student_party_id = e.student_party_id AND g.released`,
    where: "a.status = 'published'",
    columns: {
      id: col.int('a.id', '=', 'Assignment'),
      student_party_id: col.int('e.student_party_id', '=', 'Student'),
      section_id: col.int('sec.id', '= in sort', 'Section'),
      section_name: sectionName('sort'),
      course_id: col.int('c.id', '= in', 'Course'),
      course_title: courseTitle('sort'),
      term: yearTerm('sort'),
      title: col.text('a.title', 'sort', 'Assignment'),
      category: col.text('a.category'),
      due_date: dueDate('sort'),
      max_points: maxPoints(),
      score: col.number('g.score::float8'),
      mark: col.text('g.mark'),
      grade_weights: col.json('sec.grade_weights', '', 'Weights'),
    },
    key: 'id',
    defaultSort: [
      ['section_name', 'asc'],
      ['due_date', 'asc'],
      ['title', 'asc'],
    ],
    permission: 'my_course.read',
    uiPath: '/my-courses',
  },
});
