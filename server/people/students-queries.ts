// students: subscriptions (trekai_subscription) and grade rows; the student list itself is the
// students entity (server/people/students.ts). A student sees only their own records.
import { taughtSections } from '../gradebook/reports-queries.ts';
import { col, defineModule, courseTitle, dueDate, studentName } from '../listmodel/define.ts';

export default defineModule('students', {
  trekai_subscription: {
    description: 'Course subscriptions of an app user (filter app_user_id); non-admins see only their own',
    level: 'tenant',
    from: '{t}.subscriptions s LEFT JOIN {t}.courses c ON c.id = s.course_id',
    // a family or student sees its own subscriptions; the school's admin sees all
    scope: (ctx) => (ctx.principal.currentRole === 'admin' ? null : 's.app_user_id = :userId'),
    columns: {
      id: col.int('s.id', '= in sort'),
      app_user_id: col.uuid('s.app_user_id', '= in'),
      course_id: col.int('s.course_id', '= in'),
      course_title: courseTitle('ilike sort'),
      plan: col.text('s.plan', 'filter sort'),
      status: col.text('s.status', 'filter sort'),
      starts_at: col.date('s.starts_at', 'filter sort'),
      ends_at: col.date('s.ends_at', 'filter sort'),
      is_active: col.bool("s.status = 'active' AND (s.ends_at IS NULL OR s.ends_at >= current_date)", '=', 'Active'),
    },
    key: 'id',
    defaultSort: [['starts_at', 'desc']],
    permission: 'authenticated',
  },
  grades: {
    description: 'Assignment grades; a student sees only their own, a teacher those of their sections',
    level: 'tenant',
    from: '{t}.grades gr JOIN {t}.assignments a ON a.id = gr.assignment_id JOIN {t}.sections sec ON sec.id = a.section_id JOIN {t}.courses c ON c.id = sec.course_id JOIN {t}.parties p ON p.party_id = gr.student_party_id',
    scope: (ctx) => {
      const role = ctx.principal.currentRole;
      if (role === 'admin') return null;
      if (role === 'teacher' || role === 'home-school') return taughtSections('sec')(ctx);
      return 'gr.student_party_id = :partyId';
    },
    columns: {
      id: col.bigint('gr.id', '= in'),
      student_party_id: col.int('gr.student_party_id', '= in', 'Student id'),
      student_name: studentName(),
      last_name: col.text('p.last_name', 'filter sort'),
      course_id: col.int('c.id', '= in'),
      course_title: courseTitle('= ilike sort'),
      section_id: col.int('sec.id', '= in'),
      assignment_id: col.int('a.id', '= in'),
      assignment: col.text('a.title', 'ilike sort'),
      due_date: dueDate('filter sort'),
      score: col.number('gr.score', 'filter sort'),
      max_points: col.number('a.max_points', '', 'Out of'),
      percent: col.number('round(gr.score * 100.0 / NULLIF(a.max_points, 0), 1)::float8'),
      mark: col.text('gr.mark', '= is_null'),
      graded_at: col.timestamp('gr.graded_at', 'filter sort'),
    },
    key: 'id',
    defaultSort: [['due_date', 'desc']],
    permission: 'authenticated',
  },
});
