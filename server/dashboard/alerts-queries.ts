// alerts: the dashboard's alerts widget beyond the grading work of dashboard/my_sections: the
// students failing a section this term (average below 60 %), computed as the gradebook does
// (src/resources/gradebook/grade-math.ts): points-based, or the weighted mean of the category
// percentages when the section has weights; excused and ungraded work left out. And the daily AI
// quotas (docs/ai-tools.md) used to QUOTA_ALERT_PERCENT or more today.
import { col, CURRENT_TERM, defineModule, courseTitle, sectionName, studentName } from '../listmodel/define.ts';
import { taughtSections } from '../gradebook/reports-queries.ts';

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

/** A quota is "near its limit" from this share of it used today. */
export const QUOTA_ALERT_PERCENT = 80;
const ROLE_NAME = /^[a-z][a-z_-]{0,39}$/;

// The limits in force as server/ai/quotas.ts computes them (the lower of the platform's and the
// school's row of a name; min() skips an empty limit), one row per limited kind, with today's (UTC)
// use as the quota check counts it: the school's row counts everyone, a role's row the caller only.
const QUOTAS = `(SELECT q.role_name, k.kind, k.lim::int AS lim,
      (SELECT CASE k.kind WHEN 'requests' THEN count(*) ELSE coalesce(sum(au.total_tokens), 0) END
         FROM platform.ai_usage au
        WHERE au.tenant_id = :tenantId AND au.day = (now() AT TIME ZONE 'utc')::date
          AND (q.role_name = '*' OR (au.user_id = :userId AND au.role_name = q.role_name)))::int AS used
    FROM (SELECT role_name, min(requests_per_day) AS requests, min(tokens_per_day) AS tokens
            FROM platform.ai_quotas WHERE tenant_id IS NULL OR tenant_id = :tenantId GROUP BY role_name) q
    CROSS JOIN LATERAL (VALUES ('requests', q.requests), ('tokens', q.tokens)) k(kind, lim)
    WHERE k.lim IS NOT NULL) aq`;

export default defineModule('alerts', {
  ai_quota: {
    description: `The school's and the caller's own daily AI quotas with ${QUOTA_ALERT_PERCENT}% or more used today`,
    level: 'tenant',
    from: QUOTAS,
    where: `aq.lim > 0 AND aq.used * 100 >= aq.lim * ${QUOTA_ALERT_PERCENT}`,
    // the school's row, and the row of the caller's current role (a name from the principal, checked)
    scope: (ctx) =>
      ROLE_NAME.test(ctx.principal.currentRole)
        ? `aq.role_name IN ('*', '${ctx.principal.currentRole}')`
        : "aq.role_name = '*'",
    columns: {
      id: col.text("aq.role_name || '-' || aq.kind"),
      scope: col.text("CASE aq.role_name WHEN '*' THEN 'school' ELSE 'user' END", '', 'Whose'),
      kind: col.text('aq.kind', 'sort'),
      used: col.int('aq.used', '', 'Used today'),
      limit: col.int('aq.lim', '', 'Daily limit'),
      percent: col.number('round(aq.used * 100.0 / NULLIF(aq.lim, 0), 1)::float8', 'sort', 'Used %'),
    },
    key: 'id',
    defaultSort: [['percent', 'desc']],
    permission: 'dashboard.alerts',
  },

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
      id: col.text("sec.id || '-' || p.party_id"),
      section_id: col.int('sec.id', '= in'),
      section_name: sectionName('sort'),
      course_title: courseTitle(),
      student_party_id: col.int('p.party_id', '=', 'Student id'),
      student: studentName('sort'),
      average: col.number('round(s.average, 1)::float8', 'sort', 'Average %'),
    },
    key: 'id',
    defaultSort: [['average', 'asc']],
    permission: 'dashboard.alerts',
  },
});
