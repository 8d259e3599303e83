// The nightly SKY sync (docs/sky-api.md): on the job engine's schedule (the schedulers screen may
// change or disable it), every active school whose Blackbaud account is connected is imported
// as an administrator's "Import now" would, and the run is logged for its administrators to see.
import { sql } from 'kysely';
import { activeTenants } from '../db/active-tenants.ts';
import type { Tenant } from '../db/tenant.ts';
import { defineJob } from '../jobs/define.ts';
import { ApiError } from '../errors.ts';
import { runSkyImport } from './import.ts';

export const skySync = defineJob<{ startedBy?: string }>({
  name: 'sky-sync',
  title: 'Blackbaud SKY roster sync',
  cron: '30 3 * * *',
  async run(_data, ctx) {
    const { db } = ctx;
    const tenants = await activeTenants(db);
    const connected: Tenant[] = [];
    for (const t of tenants) {
      const c = await sql<{ found: number }>`SELECT 1 AS found FROM ${t.table('sky_api_connection')}
        WHERE refresh_token_sealed IS NOT NULL`.execute(db);
      if (c.rows.length) connected.push(t);
    }
    for (const [i, tenant] of connected.entries()) {
      // a failed school is logged in its run list and does not stop the others
      try {
        await runSkyImport(db, ctx.config, tenant, { dryRun: false, trigger: 'nightly' });
      } catch (e) {
        // settings removed since the check (409): nothing to sync there
        if (!(e instanceof ApiError)) throw e;
      }
      await ctx.progress(i + 1, connected.length);
    }
  },
});
