// The sign-up's database side: the tenant it joins, the account an address already has, and the
// app user with its audit record in one transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { recordAudit } from '../audit/record.ts';

export async function signupTenant(db: Db, schema: string) {
  const r = await sql<{ id: number; title: string }>`
    SELECT id, title FROM platform.tenants WHERE config->>'schema_name' = ${schema}`.execute(db);
  return r.rows[0];
}

/** the account that already has this address, in any tenant */
export async function accountOf(db: Db, email: string) {
  const r = await sql<{ user_id: string; tenant_id: number; first_name: string; last_name: string }>`
    SELECT user_id, tenant_id, first_name, last_name FROM platform.app_users WHERE lower(email) = ${email}
    ORDER BY created_at LIMIT 1`.execute(db);
  return r.rows[0];
}

/** a duplicate met at the identity or the unique e-mail (two sign-ups at once) */
export class AddressInUse extends Error {}

export async function createAccount(
  db: Db,
  a: { userId: string; tenantId: number; email: string; firstName: string; lastName: string; role: string },
) {
  await db.transaction().execute(async (trx) => {
    const after = { email: a.email, first_name: a.firstName, last_name: a.lastName, roles: { access: [a.role] } };
    await sql`
      INSERT INTO platform.app_users (user_id, tenant_id, email, first_name, last_name, roles)
      VALUES (${a.userId}, ${a.tenantId}, ${a.email}, ${a.firstName}, ${a.lastName}, ${JSON.stringify(after.roles)}::jsonb)`.execute(
      trx,
    );
    await recordAudit(
      trx,
      { userId: a.userId },
      { tenantId: a.tenantId, action: 'signup', resource: 'users', recordId: a.userId, after },
    );
  });
}
