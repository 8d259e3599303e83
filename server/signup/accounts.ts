// The sign-up's database side: the tenant it joins, the duplicate check, and the app user with its
// audit record in one transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { conflict } from '../errors.ts';
import { recordAudit } from '../resources/audit.ts';

// the same answer whether the address is a user, an identity only, or in another tenant
const IN_USE =
  'E-mail: this address cannot be used to sign up. If you have an account, sign in or reset your password.';

export async function signupTenant(db: Db, schema: string) {
  const r = await sql<{ id: number; title: string }>`
    SELECT id, title FROM platform.tenants WHERE config->>'schema_name' = ${schema}`.execute(db);
  return r.rows[0];
}

export async function emailTaken(db: Db, email: string) {
  const r = await sql`SELECT 1 FROM platform.app_users WHERE lower(email) = ${email}`.execute(db);
  if (r.rows.length) throw emailUnavailable();
}

export const emailUnavailable = () => conflict(IN_USE, 'email_unavailable', { fields: { email: IN_USE } });

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
