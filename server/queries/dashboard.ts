// dashboard: the numbers behind each role's /dashboard widgets (src/resources/dashboard).
// Each is a list query like any other, with its permission and row scope.
import { CURRENT_TERM, defineModule } from './define.ts';
import { taughtSections } from './reports.ts';
import type { QueryContext } from '../listmodel/types.ts';

const IN_CURRENT_TERM = (sec: string) =>
  `EXISTS (SELECT 1 FROM {t}.terms ctm WHERE ctm.id = ${sec}.term_id AND ctm.school_year || '/' || ctm.term_name = ${CURRENT_TERM})`;

/** The signed-in person's sections: taught (teacher, home-school) or attended (everyone else). */
function ownSections(ctx: QueryContext): string | null {
  const role = ctx.principal.currentRole;
  if (role === 'admin') return null;
  return role === 'teacher' || role === 'home-school'
    ? (taughtSections('sec')(ctx) as string)
    : 'EXISTS (SELECT 1 FROM {t}.enrollments oe WHERE oe.section_id = sec.id AND oe.student_party_id = :partyId AND oe.withdrawn_at IS NULL)';
}

// Role names come from the principal (checked against the account's roles), never from the request;
// the pattern keeps even a strange stored name from reaching SQL text.
const ROLE_NAME = /^[a-z][a-z_-]{0,39}$/;
function forCurrentRole(ctx: QueryContext): string {
  const role = ctx.principal.currentRole;
  if (ctx.principal.currentRole === 'admin') return 'true';
  return ROLE_NAME.test(role) ? `an.roles ? '${role}'` : 'false';
}

// A section's announcement reaches those who teach or attend it (an administrator sees every one).
function inAudienceSection(ctx: QueryContext): string {
  if (ctx.principal.currentRole === 'admin') return 'true';
  return `(an.section_id IS NULL OR EXISTS (SELECT 1 FROM {t}.sections sec WHERE sec.id = an.section_id
    AND ${ownSections(ctx)}))`;
}

export default defineModule('dashboard', {
  school_counts: {
    description: "The school's head counts for the administrator's dashboard",
    level: 'tenant',
    from: `(SELECT (SELECT count(*) FROM {t}.parties WHERE kind = 'student' AND status = 'active')::int AS students,
                   (SELECT count(*) FROM {t}.parties WHERE kind = 'teacher' AND status = 'active')::int AS teachers,
                   (SELECT count(*) FROM {t}.sections sec WHERE ${IN_CURRENT_TERM('sec')})::int AS sections,
                   (SELECT count(*) FROM platform.app_users WHERE tenant_id = :tenantId AND status = 'active')::int AS active_users,
                   (SELECT count(DISTINCT user_id) FROM platform.ai_usage
                     WHERE tenant_id = :tenantId AND day > current_date - 30)::int AS ai_users) x`,
    columns: {
      students: { label: 'Students', type: 'int' },
      teachers: { label: 'Teachers', type: 'int' },
      sections: { label: 'Sections this term', type: 'int' },
      active_users: { label: 'Active accounts', type: 'int' },
      ai_users: { label: 'AI users (30 days)', type: 'int' },
    },
    key: 'students',
    defaultSort: [['students', 'asc']],
    permission: 'user.read',
  },
  ai_use_daily: {
    description: 'Teacher-tool runs per day over the last 30 days in this school',
    level: 'tenant',
    from: `(SELECT day, count(*)::int AS runs, count(DISTINCT user_id)::int AS users
            FROM platform.ai_usage WHERE tenant_id = :tenantId AND day > current_date - 30 GROUP BY day) u`,
    columns: {
      day: { label: 'Day', type: 'date', sort: true },
      runs: { label: 'Runs', type: 'int' },
      users: { label: 'Users', type: 'int' },
    },
    key: 'day',
    defaultSort: [['day', 'asc']],
    permission: 'user.read',
  },
  my_sections: {
    description: "This term's sections of the signed-in teacher (every section for an administrator) with grading work",
    level: 'tenant',
    from: `{t}.sections sec JOIN {t}.courses c ON c.id = sec.course_id
      CROSS JOIN LATERAL (
        SELECT (SELECT count(*) FROM {t}.enrollments e WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL)::int AS students,
               (SELECT round(avg(g.score * 100.0 / NULLIF(a.max_points, 0)), 1)::float8
                  FROM {t}.assignments a JOIN {t}.grades g ON g.assignment_id = a.id
                 WHERE a.section_id = sec.id AND g.score IS NOT NULL AND g.mark IS DISTINCT FROM 'excused') AS average,
               (SELECT count(*) FROM {t}.assignments a JOIN {t}.enrollments e ON e.section_id = a.section_id
                 WHERE a.section_id = sec.id AND a.due_date <= current_date AND e.withdrawn_at IS NULL
                   AND NOT EXISTS (SELECT 1 FROM {t}.grades g WHERE g.assignment_id = a.id
                                   AND g.student_party_id = e.student_party_id))::int AS to_enter,
               (SELECT count(*) FROM {t}.assignments a WHERE a.section_id = sec.id
                   AND a.due_date BETWEEN current_date AND current_date + 6)::int AS due_this_week) w`,
    where: IN_CURRENT_TERM('sec'),
    scope: taughtSections('sec'),
    columns: {
      id: { label: 'Section id', type: 'int', sql: 'sec.id', filter: ['=', 'in'] },
      section_name: { label: 'Section', type: 'text', sql: 'sec.section_name', sort: true },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title', sort: true },
      students: { label: 'Students', type: 'int', sql: 'w.students', sort: true },
      average: { label: 'Average %', type: 'number', sql: 'w.average', sort: true },
      to_enter: { label: 'Grades to enter', type: 'int', sql: 'w.to_enter', sort: true, filter: ['>', '='] },
      due_this_week: { label: 'Due this week', type: 'int', sql: 'w.due_this_week', sort: true },
    },
    key: 'id',
    defaultSort: [['section_name', 'asc']],
    permission: 'section.read',
  },
  due_soon: {
    description: 'Published assignments due in the next two weeks in the signed-in person’s sections',
    level: 'tenant',
    from: `{t}.assignments a JOIN {t}.sections sec ON sec.id = a.section_id JOIN {t}.courses c ON c.id = sec.course_id`,
    where: "a.status = 'published' AND a.due_date BETWEEN current_date AND current_date + 14",
    scope: ownSections,
    columns: {
      id: { label: 'Assignment id', type: 'int', sql: 'a.id' },
      title: { label: 'Assignment', type: 'text', sql: 'a.title' },
      course_title: { label: 'Course', type: 'text', sql: 'c.course_title' },
      section_name: { label: 'Section', type: 'text', sql: 'sec.section_name' },
      due_date: { label: 'Due', type: 'date', sql: 'a.due_date', sort: true },
      max_points: { label: 'Points', type: 'number', sql: 'a.max_points::float8' },
    },
    key: 'id',
    defaultSort: [['due_date', 'asc']],
    permission: 'authenticated',
  },
  announcements: {
    description: 'Announcements published now for the current role',
    level: 'tenant',
    from: '{t}.announcements an',
    where: `an.status = 'published' AND an.publish_at <= current_date
      AND (an.expires_at IS NULL OR an.expires_at >= current_date)`,
    scope: (ctx) => `${forCurrentRole(ctx)} AND ${inAudienceSection(ctx)}`,
    columns: {
      id: { label: 'Id', type: 'int', sql: 'an.id' },
      title: { label: 'Title', type: 'text', sql: 'an.title' },
      body: { label: 'Text', type: 'text', sql: 'an.body' },
      roles: { label: 'For', type: 'json', sql: 'an.roles' },
      publish_at: { label: 'Published', type: 'date', sql: 'an.publish_at', sort: true },
      expires_at: { label: 'Expires', type: 'date', sql: 'an.expires_at' },
      section_id: { label: 'Section id', type: 'int', sql: 'an.section_id' },
    },
    key: 'id',
    defaultSort: [['publish_at', 'desc']],
    permission: 'dashboard.announcements',
  },
  tenant_overview: {
    description: 'Every tenant with its accounts and teacher-tool use over 30 days (operators)',
    level: 'platform',
    from: `platform.tenants tn CROSS JOIN LATERAL (
        SELECT (SELECT count(*) FROM platform.app_users u WHERE u.tenant_id = tn.id)::int AS users,
               (SELECT count(*) FROM platform.ai_usage x WHERE x.tenant_id = tn.id AND x.day > current_date - 30)::int AS ai_runs) o`,
    columns: {
      id: { label: 'Tenant id', type: 'int', sql: 'tn.id' },
      title: { label: 'Tenant', type: 'text', sql: 'tn.title', sort: true },
      users: { label: 'Accounts', type: 'int', sql: 'o.users', sort: true },
      ai_runs: { label: 'AI runs (30 days)', type: 'int', sql: 'o.ai_runs', sort: true },
    },
    key: 'id',
    defaultSort: [['users', 'desc']],
    permission: 'tenant.read',
    operatorOnly: true,
  },
});
