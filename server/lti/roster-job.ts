// The nightly roster pull (docs/lti.md, "Enrolling from the roster"): every platform course tied to
// a section whose launches carried the roster claim is pulled as Pull roster does (roster-sync.ts),
// so enrolments follow the platform without a click. Each pull is audited with no user (the
// platform's own work); a course whose platform refuses or cannot be reached keeps the reason on
// its row (sync_error, shown on /lti-courses) and does not stop the others.
import { sql } from 'kysely';
import { tenantById } from '../db/tenant.ts';
import { defineJob } from '../jobs/define.ts';
import { ApiError } from '../errors.ts';
import { platformById } from './registrations.ts';
import { syncRoster, type ContextRow } from './roster-sync.ts';

export const LTI_ROSTER_JOB = 'lti-roster-sync';

type Row = ContextRow & { memberships_url: string; platform_id: number; tenant_id: number };

export const ltiRosterSync = defineJob<Record<string, never>>({
  name: LTI_ROSTER_JOB,
  title: 'LTI course roster pull',
  cron: '15 4 * * *',
  // a refused pull keeps its reason on the course; trying it again unasked would only refuse again
  retries: () => ({ limit: 0, delaySeconds: 0 }),
  async run(_data, ctx) {
    const { db } = ctx;
    const courses = await sql<Row>`SELECT c.id::text, c.context_id, c.title, c.memberships_url, c.section_id,
        c.platform_id, p.tenant_id FROM platform.lti_contexts c JOIN platform.lti_platforms p ON p.id = c.platform_id
      WHERE c.section_id IS NOT NULL AND c.memberships_url IS NOT NULL ORDER BY c.id`.execute(db);
    let failed = 0;
    for (const [i, course] of courses.rows.entries()) {
      const tenant = await tenantById(db, course.tenant_id);
      const platform = await platformById(db, course.platform_id);
      if (tenant && platform)
        try {
          await syncRoster(db, ctx.config, tenant, platform, course, null);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          failed++;
        }
      await ctx.progress(i + 1, courses.rows.length);
    }
    if (failed)
      throw new Error(`${failed} of ${courses.rows.length} course rosters were not pulled (see /lti-courses)`);
  },
});
