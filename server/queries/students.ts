// students: subscriptions (trekai_subscription) and grade rows; the student list itself is the
// students entity (server/entities/students.ts). A student sees only their own records.
import { taughtSections } from './reports.ts';
import { defineModule } from './define.ts';

export default defineModule('students', {
  trekai_subscription: {
    description: 'Course subscriptions of an app user (filter app_user_id); non-admins see only their own',
    level: 'tenant',
    from: '{t}.subscriptions s LEFT JOIN {t}.courses c ON c.id = s.course_id',
    // a family or student sees its own subscriptions; the school's admin sees all
    scope: (ctx) => (ctx.principal.currentRole === 'admin' ? null : 's.app_user_id = :userId'),
    columns: {
      id: { label: 'Id', type: 'int', sql: 's.id', filter: ['=', 'in'], sort: true },
      app_user_id: { label: 'App user id', type: 'uuid', sql: 's.app_user_id', filter: ['=', 'in'] },
      course_id: { label: 'Course id', type: 'int', sql: 's.course_id', filter: ['=', 'in'] },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title', filter: ['ilike'], sort: true },
      plan: { label: 'Plan', type: 'text', sql: 's.plan', filter: true, sort: true },
      status: { label: 'Status', type: 'text', sql: 's.status', filter: true, sort: true },
      starts_at: { label: 'Starts', type: 'date', sql: 's.starts_at', filter: true, sort: true },
      ends_at: { label: 'Ends', type: 'date', sql: 's.ends_at', filter: true, sort: true },
      is_active: {
        label: 'Active',
        type: 'bool',
        sql: "s.status = 'active' AND (s.ends_at IS NULL OR s.ends_at >= current_date)",
        filter: ['='],
      },
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
      id: { label: 'Id', type: 'bigint', sql: 'gr.id', filter: ['=', 'in'] },
      student_party_id: { label: 'Student id', type: 'int', sql: 'gr.student_party_id', filter: ['=', 'in'] },
      student_name: { label: 'Student', type: 'text', sql: "p.last_name || ', ' || p.first_name" },
      last_name: { label: 'Last name', type: 'text', sql: 'p.last_name', filter: true, sort: true },
      course_id: { label: 'Course id', type: 'int', sql: 'c.id', filter: ['=', 'in'] },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title', filter: ['=', 'ilike'], sort: true },
      section_id: { label: 'Section id', type: 'int', sql: 'sec.id', filter: ['=', 'in'] },
      assignment_id: { label: 'Assignment id', type: 'int', sql: 'a.id', filter: ['=', 'in'] },
      assignment: { label: 'Assignment', type: 'text', sql: 'a.title', filter: ['ilike'], sort: true },
      due_date: { label: 'Due', type: 'date', sql: 'a.due_date', filter: true, sort: true },
      score: { label: 'Score', type: 'number', sql: 'gr.score', filter: true, sort: true },
      max_points: { label: 'Out of', type: 'number', sql: 'a.max_points' },
      percent: {
        label: 'Percent',
        type: 'number',
        sql: 'round(gr.score * 100.0 / NULLIF(a.max_points, 0), 1)::float8',
      },
      mark: { label: 'Mark', type: 'text', sql: 'gr.mark', filter: ['=', 'is_null'] },
      graded_at: { label: 'Graded', type: 'timestamp', sql: 'gr.graded_at', filter: true, sort: true },
    },
    key: 'id',
    defaultSort: [['due_date', 'desc']],
    permission: 'authenticated',
  },
});
