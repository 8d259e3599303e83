// The classroom's scheduled notifications (docs/classroom.md), both on the job engine and sent once:
// each message is claimed in classroom_notices (tenant migration 042) before it is queued, so a rerun
// or a second server sends nothing new.
// - classroom-due-tomorrow (hourly): each enrolled student who has handed nothing in for a published
//   assignment due within the next 24 hours (the student's extended due time, else the end of the due
//   date) gets assignment_due, once per student and assignment. Paper assignments are left out.
// - classroom-submission-digest (daily): each teacher of a section gets one submissions_digest of the
//   hand-ins of the last day not yet reported to them, counted per assignment.
import { sql, type RawBuilder } from 'kysely';
import { activeTenants } from '../db/active-tenants.ts';
import { tenantFor } from '../db/tenant.ts';
import { defineJob, type JobContext } from '../jobs/define.ts';
import { sendNotifications, type Recipient } from '../mail/notify.ts';
import { MY_WORK_LINK } from './notify.ts';

type Person = { email: string; user_id: string | null; name: string };
const host = (ctx: JobContext) => ({ database: { db: ctx.db }, config: ctx.config, jobs: { send: ctx.send } });

/** in each active school: claim and list the messages, queue them, report progress */
async function eachSchool(ctx: JobContext, event: string, claim: (t: RawBuilder<unknown>) => Promise<Recipient[]>) {
  const tenants = await activeTenants(ctx.db);
  for (const [i, tenant] of tenants.entries()) {
    await sendNotifications(host(ctx), event, await claim(tenantFor(ctx.db, tenant).ident), { tenantId: tenant.id });
    await ctx.progress(i + 1, tenants.length);
  }
}

export const dueTomorrow = defineJob<{ startedBy?: string }>({
  name: 'classroom-due-tomorrow',
  title: 'Classroom: assignments due tomorrow',
  cron: '0 * * * *',
  run: (_data, ctx) =>
    eachSchool(ctx, 'assignment_due', async (t) => {
      const rows = (
        await sql<Person & { assignment: string; section: string; due: string }>`
          WITH due AS (
            SELECT a.id, e.student_party_id, a.title, sec.section_name,
              coalesce(x.due_at, (a.due_date + 1)::timestamptz) AS due_at
            FROM ${t}.assignments a JOIN ${t}.sections sec ON sec.id = a.section_id
            JOIN ${t}.enrollments e ON e.section_id = a.section_id AND e.withdrawn_at IS NULL
            LEFT JOIN ${t}.assignment_extensions x ON x.assignment_id = a.id AND x.student_party_id = e.student_party_id
            WHERE a.status = 'published' AND a.submission_kind <> 'none' AND a.due_date IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM ${t}.submissions s JOIN ${t}.submission_versions v ON v.submission_id = s.id
                WHERE s.assignment_id = a.id AND s.student_party_id = e.student_party_id)),
          claimed AS (
            INSERT INTO ${t}.classroom_notices (kind, assignment_id, party_id)
            SELECT 'due', id, student_party_id FROM due WHERE due_at > now() AND due_at <= now() + interval '24 hours'
            ON CONFLICT DO NOTHING RETURNING assignment_id, party_id)
          SELECT coalesce(u.email, p.email) AS email, p.user_id, p.first_name || ' ' || p.last_name AS name,
            d.title AS assignment, d.section_name AS section, to_char(d.due_at, 'YYYY-MM-DD HH24:MI') AS due
          FROM claimed c JOIN due d ON d.id = c.assignment_id AND d.student_party_id = c.party_id
          JOIN ${t}.parties p ON p.party_id = c.party_id LEFT JOIN platform.app_users u ON u.user_id = p.user_id
          WHERE coalesce(u.email, p.email) IS NOT NULL ORDER BY c.assignment_id, c.party_id`.execute(ctx.db)
      ).rows;
      return rows.map((r) => ({
        to: r.email,
        vars: { name: r.name, assignment: r.assignment, section: r.section, due: r.due },
        userId: r.user_id,
        link: MY_WORK_LINK,
      }));
    }),
});

export const submissionDigest = defineJob<{ startedBy?: string }>({
  name: 'classroom-submission-digest',
  title: 'Classroom: daily digest of new submissions',
  cron: '0 7 * * *',
  run: (_data, ctx) =>
    eachSchool(ctx, 'submissions_digest', async (t) => {
      const rows = (
        await sql<Person & { lines: string; count: number }>`
          WITH fresh AS (
            SELECT v.id AS version_id, s.assignment_id, tp.teacher_party_id
            FROM ${t}.submission_versions v JOIN ${t}.submissions s ON s.id = v.submission_id
            JOIN ${t}.assignments a ON a.id = s.assignment_id
            JOIN LATERAL (SELECT sec.teacher_party_id FROM ${t}.sections sec WHERE sec.id = a.section_id
              AND sec.teacher_party_id IS NOT NULL UNION
              SELECT st.teacher_party_id FROM ${t}.section_teachers st WHERE st.section_id = a.section_id) tp ON true
            WHERE v.submitted_at > now() - interval '1 day'),
          claimed AS (
            INSERT INTO ${t}.classroom_notices (kind, assignment_id, party_id, ref)
            SELECT 'digest', assignment_id, teacher_party_id, version_id FROM fresh
            ON CONFLICT DO NOTHING RETURNING assignment_id, party_id),
          per AS (
            SELECT c.party_id, a.title || ' (' || sec.section_name || '): ' || count(*) AS line, count(*) AS n
            FROM claimed c JOIN ${t}.assignments a ON a.id = c.assignment_id
            JOIN ${t}.sections sec ON sec.id = a.section_id GROUP BY c.party_id, a.id, a.title, sec.section_name)
          SELECT coalesce(u.email, p.email) AS email, p.user_id, p.first_name || ' ' || p.last_name AS name,
            string_agg(per.line, E'\\n' ORDER BY per.line) AS lines, sum(per.n)::int AS count
          FROM per JOIN ${t}.parties p ON p.party_id = per.party_id LEFT JOIN platform.app_users u ON u.user_id = p.user_id
          WHERE coalesce(u.email, p.email) IS NOT NULL
          GROUP BY p.party_id, u.email, p.email, p.user_id, p.first_name, p.last_name ORDER BY p.party_id`.execute(
          ctx.db,
        )
      ).rows;
      return rows.map((r) => ({
        to: r.email,
        vars: { name: r.name, count: String(r.count), list: r.lines },
        userId: r.user_id,
        link: '/assignments',
      }));
    }),
});
