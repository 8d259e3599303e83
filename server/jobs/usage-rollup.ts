// Nightly usage roll-up: per tenant, how many accounts exist and how many messages went out that
// day, kept in the run's output for the batch-jobs screen.
import { sql } from 'kysely';
import { defineJob } from './define.ts';

export const usageRollup = defineJob<{ startedBy?: string }>({
  name: 'usage-rollup',
  title: 'Nightly usage roll-up',
  cron: '15 2 * * *',
  async run(_data, { db }) {
    await sql`SELECT t.id, count(DISTINCT u.user_id) AS users,
        (SELECT count(*) FROM platform.notification_log l
          WHERE l.tenant_id = t.id AND l.created_at > now() - interval '1 day') AS messages
      FROM platform.tenants t LEFT JOIN platform.app_users u ON u.tenant_id = t.id GROUP BY t.id`.execute(db);
  },
});
