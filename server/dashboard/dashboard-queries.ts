// dashboard: the numbers behind each role's /dashboard widgets (src/resources/dashboard).
// Each is a list query like any other, with its permission and row scope.
import { col, CURRENT_TERM, defineModule, courseTitle, dueDate, maxPoints, sectionName } from '../listmodel/define.ts';
import { taughtSections } from '../gradebook/reports-queries.ts';
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
      students: col.int(null),
      teachers: col.int(null),
      sections: col.int(null, '', 'Sections this term'),
      active_users: col.int(null, '', 'Active accounts'),
      ai_users: col.int(null, '', 'AI users (30 days)'),
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
      day: col.date(null, 'sort'),
      runs: col.int(null),
      users: col.int(null),
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
      id: col.int('sec.id', '= in', 'Section id'),
      section_name: sectionName('sort'),
      course_title: courseTitle('sort'),
      students: col.int('w.students', 'sort'),
      average: col.number('w.average', 'sort', 'Average %'),
      to_enter: col.int('w.to_enter', '> = sort', 'Grades to enter'),
      due_this_week: col.int('w.due_this_week', 'sort'),
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
      id: col.int('a.id', '', 'Assignment id'),
      title: col.text('a.title', '', 'Assignment'),
      course_title: courseTitle(),
      section_name: sectionName(),
      due_date: dueDate('sort'),
      max_points: maxPoints(),
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
      id: col.int('an.id'),
      title: col.text('an.title'),
      body: col.text('an.body', '', 'Text'),
      roles: col.json('an.roles', '', 'For'),
      publish_at: col.date('an.publish_at', 'sort', 'Published'),
      expires_at: col.date('an.expires_at'),
      section_id: col.int('an.section_id'),
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
      id: col.int('tn.id', '', 'Tenant id'),
      title: col.text('tn.title', 'sort', 'Tenant'),
      users: col.int('o.users', 'sort', 'Accounts'),
      ai_runs: col.int('o.ai_runs', 'sort', 'AI runs (30 days)'),
    },
    key: 'id',
    defaultSort: [['users', 'desc']],
    permission: 'tenant.read',
    operatorOnly: true,
  },
});
