// alerts: the dashboard's alerts widget beyond the grading work of dashboard/my_sections: the
// students failing a section this term (average below 60 %), computed as the gradebook does
// (src/resources/gradebook/grade-math.ts): points-based, or the weighted mean of the category
// percentages when the section has weights; excused and ungraded work left out.
import { CURRENT_TERM, defineModule } from './define.ts';
import { taughtSections } from './reports.ts';

const AVERAGE = `(SELECT CASE WHEN sec.grade_weights IS NULL
          THEN sum(c.earned) * 100.0 / NULLIF(sum(c.possible), 0)
          ELSE sum(c.w * c.earned / c.possible) * 100.0 / NULLIF(sum(c.w), 0) END
    FROM (SELECT sum(g.score) AS earned, sum(a.max_points) AS possible,
                 coalesce((sec.grade_weights ->> a.category)::numeric, 0) AS w
          FROM {t}.assignments a JOIN {t}.grades g ON g.assignment_id = a.id
          WHERE a.section_id = sec.id AND g.student_party_id = e.student_party_id
            AND g.score IS NOT NULL AND g.mark IS DISTINCT FROM 'excused'
          GROUP BY a.category) c
    WHERE c.possible > 0 AND (sec.grade_weights IS NULL OR c.w > 0))`;

export default defineModule('alerts', {
  failing_students: {
    description: 'Students whose average in a section this term is below 60% (a teacher: its own sections)',
    level: 'tenant',
    from: `{t}.sections sec JOIN {t}.courses c ON c.id = sec.course_id
      JOIN {t}.enrollments e ON e.section_id = sec.id AND e.withdrawn_at IS NULL
      JOIN {t}.parties p ON p.party_id = e.student_party_id
      CROSS JOIN LATERAL (SELECT ${AVERAGE} AS average) s`,
    where: `s.average < 60 AND EXISTS (SELECT 1 FROM {t}.terms ctm WHERE ctm.id = sec.term_id
      AND ctm.school_year || '/' || ctm.term_name = ${CURRENT_TERM})`,
    scope: taughtSections('sec'),
    columns: {
      id: { label: 'Id', type: 'text', sql: "sec.id || '-' || p.party_id" },
      section_id: { label: 'Section id', type: 'int', sql: 'sec.id', filter: ['=', 'in'] },
      section_name: { label: 'Section', type: 'text', sql: 'sec.section_name', sort: true },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title' },
      student_party_id: { label: 'Student id', type: 'int', sql: 'p.party_id', filter: ['='] },
      student: { label: 'Student', type: 'text', sql: "p.last_name || ', ' || p.first_name", sort: true },
      average: { label: 'Average %', type: 'number', sql: 'round(s.average, 1)::float8', sort: true },
    },
    key: 'id',
    defaultSort: [['average', 'asc']],
    permission: 'dashboard.alerts',
  },
});
