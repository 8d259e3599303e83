// A paid subscription's access row lives in the user's tenant (its subscriptions table, read by
// students/trekai_subscription); course_subscriptions.access_id names it. These run inside the
// caller's transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { endGranted } from './paid-enrolments.ts';

async function schemaOf(trx: Db, tenantId: unknown): Promise<string | undefined> {
  const t = await sql<{ schema: string }>`
    SELECT config->>'schema_name' AS schema FROM platform.tenants WHERE id = ${tenantId as number}`.execute(trx);
  return t.rows[0]?.schema;
}

/** Gives the user access for `months` from today; answers the access row's id. */
export async function grantAccess(trx: Db, tenantId: number, userId: string, plan: string, months: number) {
  const schema = await schemaOf(trx, tenantId);
  const r = await sql<{ id: number }>`
    INSERT INTO ${sql.id(schema!)}.subscriptions (app_user_id, plan, status, starts_at, ends_at)
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
  const schema = await schemaOf(trx, row.tenant_id);
  if (!schema) return;
  await sql`UPDATE ${sql.id(schema)}.subscriptions SET status = ${status}
    WHERE id = ${row.access_id as number} AND status = 'active'`.execute(trx);
  await endGranted(trx, schema, row.access_id as number);
}
