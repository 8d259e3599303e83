// Subscription expiry (docs/commerce.md, "What a plan lets a student learn"): every day, each
// active subscription that does not renew (a one-time pass, a school's term) and whose last day has
// passed becomes expired, and the access it gave ends with the enrolments it made (access.ts), each
// in its own transaction. A renewing Stripe subscription ends by Stripe's
// customer.subscription.deleted event instead.
import { sql } from 'kysely';
import { defineJob } from '../jobs/define.ts';
import { endAccess } from './access.ts';

export const subscriptionExpiry = defineJob<{ startedBy?: string }>({
  name: 'subscription-expiry',
  title: 'Subscription expiry',
  cron: '15 0 * * *',
  async run(_data, ctx) {
    const due = await sql<{ id: number }>`
      SELECT id FROM platform.course_subscriptions
      WHERE status = 'active' AND NOT renews AND ends_at < current_date ORDER BY id`.execute(ctx.db);
    for (const [i, { id }] of due.rows.entries()) {
      await ctx.db.transaction().execute(async (trx) => {
        const r = await sql<{ tenant_id: number; access_id: number | null }>`
          UPDATE platform.course_subscriptions SET status = 'expired', version = version + 1, updated_at = now()
          WHERE id = ${id} AND status = 'active' RETURNING tenant_id, access_id`.execute(trx);
        if (r.rows[0]) await endAccess(trx, r.rows[0], 'expired');
      });
      if (i % 50 === 49) await ctx.progress(i + 1, due.rows.length);
    }
    await ctx.progress(due.rows.length, due.rows.length);
  },
});
