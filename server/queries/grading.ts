// The gradebook's section settings: a section's category weights (null: points-based averages),
// read by the gradebook tab; set by the sections' set_grade_weights action. And a student's own
// grades: the published assignments of the sections it attends with its own score and mark only
// (the rows follow the principal's party, so another student's id finds nothing).
import { defineModule } from './define.ts';
import { taughtSections } from './reports.ts';

export default defineModule('grading', {
  section_weights: {
    description: "A section's category weights for its gradebook averages (null: points-based)",
    level: 'tenant',
    from: '{t}.sections sec',
    scope: taughtSections('sec'),
    columns: {
      id: { label: 'Section', type: 'int', sql: 'sec.id', filter: ['='], sort: true },
      grade_weights: { label: 'Weights', type: 'json', sql: 'sec.grade_weights' },
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
      LEFT JOIN {t}.grades g ON g.assignment_id = a.id AND g.student_party_id = e.student_party_id`,
    where: "a.status = 'published'",
    columns: {
      id: { label: 'Assignment', type: 'int', sql: 'a.id', filter: ['='] },
      student_party_id: { label: 'Student', type: 'int', sql: 'e.student_party_id', filter: ['='] },
      section_id: { label: 'Section', type: 'int', sql: 'sec.id', filter: ['=', 'in'], sort: true },
      section_name: { label: 'Section', type: 'text', sql: 'sec.section_name', sort: true },
      course_id: { label: 'Course', type: 'int', sql: 'c.id', filter: ['=', 'in'] },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title', sort: true },
      term: { label: 'Term', type: 'text', sql: "tm.school_year || '/' || tm.term_name", sort: true },
      title: { label: 'Assignment', type: 'text', sql: 'a.title', sort: true },
      category: { label: 'Category', type: 'text', sql: 'a.category' },
      due_date: { label: 'Due', type: 'date', sql: 'a.due_date', sort: true },
      max_points: { label: 'Points', type: 'number', sql: 'a.max_points::float8' },
      score: { label: 'Score', type: 'number', sql: 'g.score::float8' },
      mark: { label: 'Mark', type: 'text', sql: 'g.mark' },
      grade_weights: { label: 'Weights', type: 'json', sql: 'sec.grade_weights' },
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
