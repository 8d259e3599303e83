// Quiz scores back to the platform's gradebook (Assignment and Grade Services, docs/lti.md). When a
// student's quiz attempt is graded (server/classroom/quiz-grading.ts) or a teacher changes the score
// (the grading view in its transaction, a gradebook cell after its commit: server/gradebook/grades.ts),
// queueScorePassback queues one lti-score job per deep-linked resource link of that quiz whose
// line item is known and on whose platform the student has launched (so their `sub` is known). The
// job reads the grade as it is when it runs (a retry sends the newest) and publishes it; each try's
// outcome is written to the audit log of the school (lti_score_sent, lti_score_failed), and a
// refused or failed try is retried with backoff by the job engine.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SendOpts } from '../jobs/engine.ts';
import { defineJob } from '../jobs/define.ts';
import { tenantById, type Tenant } from '../db/tenant.ts';
import { recordAudit } from '../audit/record.ts';
import { publishScore, type Score } from './ags.ts';
import { platformById } from './registrations.ts';

export const LTI_SCORE_JOB = 'lti-score';

interface Data {
  tenantId: number;
  linkId: string;
  userId: string;
}

export interface ScoreJobs {
  send(name: string, data: object, opts?: SendOpts): Promise<string | null>;
  wake?(name: string, now?: boolean): void;
}

/** Queues the passback of the student's grade of `assignmentId` to every platform it is linked from. */
export async function queueScorePassback(
  jobs: ScoreJobs,
  trx: Db,
  tenant: Tenant,
  assignmentId: number,
  party: number,
) {
  const r = await sql<{ link_id: string; user_id: string }>`
    SELECT l.id::text AS link_id, u.user_id::text FROM platform.lti_resource_links l
    JOIN platform.lti_platforms p ON p.id = l.platform_id
    JOIN platform.app_users u ON u.tenant_id = p.tenant_id AND u.party_id = ${party}
    WHERE p.tenant_id = ${tenant.id} AND l.assignment_id = ${assignmentId} AND l.line_item_url IS NOT NULL
      AND EXISTS (SELECT 1 FROM platform.lti_user_links ul WHERE ul.platform_id = l.platform_id
        AND ul.user_id = u.user_id)`.execute(trx);
  for (const row of r.rows)
    await jobs.send(LTI_SCORE_JOB, { tenantId: tenant.id, linkId: row.link_id, userId: row.user_id }, { trx });
  if (r.rows.length) jobs.wake?.(LTI_SCORE_JOB);
}

/** The score to send now, with where it goes; undefined when the link, the person or the grade is gone. */
async function scoreNow(db: Db, data: Data) {
  const link = (
    await sql<{ platform_id: number; line_item_url: string; assignment_id: number; sub: string; party_id: number }>`
    SELECT l.platform_id, l.line_item_url, l.assignment_id, ul.sub, u.party_id
    FROM platform.lti_resource_links l
    JOIN platform.lti_platforms p ON p.id = l.platform_id AND p.tenant_id = ${data.tenantId}
    JOIN platform.lti_user_links ul ON ul.platform_id = l.platform_id AND ul.user_id = ${data.userId}
    JOIN platform.app_users u ON u.user_id = ul.user_id AND u.tenant_id = p.tenant_id AND u.party_id IS NOT NULL
    WHERE l.id = ${data.linkId}::bigint AND l.line_item_url IS NOT NULL
    ORDER BY ul.created_at DESC LIMIT 1`.execute(db)
  ).rows[0];
  const tenant = link && (await tenantById(db, data.tenantId));
  const platform = link && (await platformById(db, link.platform_id));
  if (!link || !tenant || !platform) return undefined;
  const t = tenant.ident;
  const g = (
    await sql<{ score: number | null; max_points: number; submitted: number; max_attempts: number; pending: boolean }>`
    SELECT g.score::float8 AS score, a.max_points::float8 AS max_points, q.max_attempts,
      (SELECT count(*)::int FROM ${t}.quiz_attempts x WHERE x.assignment_id = a.id
        AND x.student_party_id = ${link.party_id} AND x.submitted_at IS NOT NULL) AS submitted,
      EXISTS (SELECT 1 FROM ${t}.quiz_attempts x JOIN ${t}.quiz_answers qa ON qa.attempt_id = x.id
        WHERE x.assignment_id = a.id AND x.student_party_id = ${link.party_id} AND x.submitted_at IS NOT NULL
          AND qa.points IS NULL) AS pending
    FROM ${t}.assignments a JOIN ${t}.quizzes q ON q.assignment_id = a.id
    JOIN ${t}.grades g ON g.assignment_id = a.id AND g.student_party_id = ${link.party_id}
    WHERE a.id = ${link.assignment_id}`.execute(db)
  ).rows[0];
  if (!g || g.score === null) return undefined;
  const score: Score = {
    userId: link.sub,
    scoreGiven: g.score,
    scoreMaximum: g.max_points,
    activityProgress: g.submitted >= g.max_attempts ? 'Completed' : 'Submitted',
    gradingProgress: g.pending ? 'PendingManual' : 'FullyGraded',
  };
  return { platform, lineItem: link.line_item_url, score };
}

export const ltiScore = defineJob<Data>({
  name: LTI_SCORE_JOB,
  title: 'LTI: send a quiz score to the platform',
  retries: ({ lti }) => ({ limit: Math.max(0, lti.scoreAttempts - 1), delaySeconds: lti.retryDelaySeconds }),
  async run(data, ctx) {
    const now = await scoreNow(ctx.db, data);
    if (!now) return;
    const entry = (action: string, extra: object = {}) =>
      recordAudit(
        ctx.db,
        { userId: data.userId },
        {
          tenantId: data.tenantId,
          action,
          resource: 'lti_scores',
          recordId: `${data.linkId}:${data.userId}`,
          after: { platform_id: now.platform.id, line_item: now.lineItem, ...now.score, try: ctx.attempt, ...extra },
        },
      );
    try {
      await publishScore(ctx.db, ctx.config, now.platform, now.lineItem, now.score);
    } catch (e) {
      await entry('lti_score_failed', {
        error: (e as Error).message,
        final: ctx.attempt >= ctx.config.lti.scoreAttempts,
      });
      throw e;
    }
    await entry('lti_score_sent');
  },
});
