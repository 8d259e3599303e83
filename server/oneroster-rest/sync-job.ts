// The OneRoster REST sync on the job engine (docs/oneroster-rest.md). With a tenantId it is one
// school's "Sync now" (its progress shows in /admin/batch-jobs); without, it is the nightly run:
// every active school whose connection's schedule is nightly is synced, each run logged for its
// administrators, and a school that fails does not stop the others.
import { sql } from 'kysely';
import { activeTenants } from '../db/active-tenants.ts';
import { tenantById, type Tenant } from '../db/tenant.ts';
import { defineJob } from '../jobs/define.ts';
import { ApiError } from '../errors.ts';
import { runOneRosterSync } from './sync.ts';

export const ONEROSTER_SYNC_JOB = 'oneroster-rest-sync';

export interface OneRosterSyncData {
  tenantId?: number;
  startedBy?: string;
}

export const oneRosterSync = defineJob<OneRosterSyncData>({
  name: ONEROSTER_SYNC_JOB,
  title: 'OneRoster REST roster sync',
  cron: '45 3 * * *',
  // a refused run is logged with its reasons; trying it again unasked would only log it again
  retries: () => ({ limit: 0, delaySeconds: 0 }),
  async run(data, ctx) {
    const { db } = ctx;
    if (data.tenantId !== undefined) {
      const tenant = await tenantById(db, data.tenantId);
      if (!tenant) throw new Error(`No school ${data.tenantId}`);
      const run = await runOneRosterSync(db, ctx.config, tenant, {
        trigger: 'manual',
        userId: data.startedBy ?? null,
        progress: ctx.progress,
      });
      await ctx.progress(1, 1);
      if (!run.ok) throw new Error(`The sync was refused; nothing was written (run ${run.id})`);
      return;
    }
    const nightly: Tenant[] = [];
    for (const t of await activeTenants(db)) {
      const c = await sql<{ found: number }>`SELECT 1 AS found FROM ${t.table('oneroster_rest_connection')}
        WHERE schedule = 'nightly'`.execute(db);
      if (c.rows.length) nightly.push(t);
    }
    for (const [i, tenant] of nightly.entries()) {
      try {
        await runOneRosterSync(db, ctx.config, tenant, { trigger: 'nightly' });
      } catch (e) {
        // the connection became incomplete since the check (409): nothing to sync there
        if (!(e instanceof ApiError)) throw e;
      }
      await ctx.progress(i + 1, nightly.length);
    }
  },
});
