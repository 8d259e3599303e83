// A paid subscription's access row lives in the user's tenant (its subscriptions table, read by
// students/trekai_subscription); course_subscriptions.access_id names it. These run inside the
// caller's transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantById, type Tenant } from '../db/tenant.ts';
import { endGranted } from './paid-enrolments.ts';

/** Gives the user access for `months` from today; answers the access row's id. */
export async function grantAccess(trx: Db, tenant: Tenant, userId: string, plan: string, months: number) {
  const r = await sql<{ id: number }>`
    INSERT INTO ${tenant.table('subscriptions')} (app_user_id, plan, status, starts_at, ends_at)
    VALUES (${userId}, ${plan}, 'active', current_date, (current_date + make_interval(months => ${months}))::date)
    RETURNING id`.execute(trx);
  return r.rows[0].id;
}

/** Ends the access row a subscription gave (none for a school's subscription), and the enrolments it made. */
export async function endAccess(
  trx: Db,
  row: { tenant_id?: unknown; access_id?: unknown },
  status: 'cancelled' | 'expired' = 'cancelled',
) {
  if (row.access_id === null || row.access_id === undefined) return;
  const tenant = await tenantById(trx, row.tenant_id as number);
  if (!tenant) return;
  await sql`UPDATE ${tenant.table('subscriptions')} SET status = ${status}
    WHERE id = ${row.access_id as number} AND status = 'active'`.execute(trx);
  await endGranted(trx, tenant, row.access_id as number);
}
