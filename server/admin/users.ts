// The tenant's app users, the parts that touch the identity store: invite (identity + app user),
// enable/disable, reset password. Every change is audited in its own transaction; the identity store
// (embedded or Keycloak) is called outside transactions and compensated when the database step fails.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { IdentityExistsError, type IdentityAdmin } from '../identity-admin/index.ts';
import { temporaryPassword } from '../identity-admin/temporary-password.ts';
import { recordAudit } from '../resources/audit.ts';
import { failFields } from './validate.ts';

export interface UserRow {
  user_id: string;
  tenant_id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: { access: string[] };
  status: string;
  version: number;
}

const view = (u: UserRow) => ({
  user_id: u.user_id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  roles: u.roles?.access ?? [],
  status: u.status,
  version: u.version,
});

export async function findUser(db: Db, tenantId: number, userId: string): Promise<UserRow> {
  const r =
    await sql<UserRow>`SELECT * FROM platform.app_users WHERE user_id = ${userId} AND tenant_id = ${tenantId}`.execute(
      db,
    );
  if (!r.rows[0]) throw notFound('No such user in this school', 'user_not_found');
  return r.rows[0];
}

/** Roles must be the tenant's own (platform.roles rows of that tenant). */
export async function assertTenantRoles(db: Db, tenantId: number, roles: readonly string[]) {
  const r = await sql<{
    role_name: string;
  }>`SELECT role_name FROM platform.roles WHERE tenant_id = ${tenantId}`.execute(db);
  const known = new Set(r.rows.map((x) => x.role_name));
  const unknown = roles.filter((x) => !known.has(x));
  if (unknown.length) failFields({ roles: `Roles: this school has no role ${unknown.join(', ')}` });
}

export interface Invite {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
}

// One address is one sign-in identity and belongs to one school, so an address in use anywhere
// cannot be invited. Whether it is used in this school, in another school or only in the identity
// store, the answer is the same 409, so it never says more than "in use" about other schools. (An
// administrator already sees their own school's users; a 201 without an account would mislead them.)
const EMAIL_IN_USE =
  'E-mail: this address is already in use and cannot be invited. If the person is in your school, find them in ' +
  'the users list; otherwise ask them for another address.';
const emailInUse = () => conflict(EMAIL_IN_USE, 'email_unavailable', { fields: { email: EMAIL_IN_USE } });

/** Creates the identity with a temporary password (shown once to the administrator) and the app user. */
export async function inviteUser(db: Db, ids: IdentityAdmin, p: Principal, tenantId: number, input: Invite) {
  const email = input.email.trim().toLowerCase();
  const taken = await sql`SELECT 1 FROM platform.app_users WHERE lower(email) = ${email}`.execute(db);
  if (taken.rows.length) throw emailInUse();
  await assertTenantRoles(db, tenantId, input.roles);
  const password = temporaryPassword();
  const names = { firstName: input.first_name.trim(), lastName: input.last_name.trim() };
  let sub: string;
  try {
    sub = await ids.create(db, { email, ...names, password });
  } catch (err) {
    if (err instanceof IdentityExistsError) throw emailInUse();
    throw err;
  }
  try {
    const user = await db.transaction().execute(async (trx) => {
      const r = await sql<UserRow>`
        INSERT INTO platform.app_users (user_id, tenant_id, email, first_name, last_name, roles, status)
        VALUES (${sub}, ${tenantId}, ${email}, ${names.firstName}, ${names.lastName},
                ${JSON.stringify({ access: input.roles })}::jsonb, 'active')
        RETURNING *`.execute(trx);
      const row = view(r.rows[0]);
      await recordAudit(trx, p, { tenantId, action: 'invite', resource: 'users', recordId: sub, after: row });
      return row;
    });
    return { user, temporaryPassword: password, identityStore: ids.kind };
  } catch (err) {
    await ids.remove(db, sub).catch(() => undefined);
    throw err;
  }
}

function notSelf(p: Principal, userIds: readonly string[], what: string) {
  if (userIds.includes(p.userId)) throw forbidden(`You cannot ${what} your own account`, 'self_change');
}

/** Enables or disables one or many users of the caller's tenant (all or nothing), in the app and
 * in the identity store. (Names, roles and deletion are plain edits: the generic resource writes.) */
export async function applyUserAction(
  db: Db,
  ids: IdentityAdmin,
  p: Principal,
  action: 'enable' | 'disable',
  userIds: readonly string[],
) {
  if (action === 'disable') notSelf(p, userIds, action);
  const unique = [...new Set(userIds)];
  const users = await Promise.all(unique.map((id) => findUser(db, p.tenantId, id)));
  const done = await db.transaction().execute(async (trx) => {
    const out: ReturnType<typeof view>[] = [];
    for (const u of users) {
      const status = action === 'disable' ? 'disabled' : 'active';
      if (u.status === status) {
        out.push(view(u));
        continue;
      }
      const r =
        await sql<UserRow>`UPDATE platform.app_users SET status = ${status}, version = version + 1, updated_at = now()
                                   WHERE user_id = ${u.user_id} RETURNING *`.execute(trx);
      await recordAudit(trx, p, {
        tenantId: p.tenantId,
        action,
        resource: 'users',
        recordId: u.user_id,
        before: view(u),
        after: view(r.rows[0]),
      });
      out.push(view(r.rows[0]));
    }
    return out;
  });
  // the identity store follows; the app user's status already blocks or frees the account
  for (const u of users) await ids.setEnabled(db, u.user_id, action === 'enable');
  return { action, count: users.length, users: done };
}

/** Sets a new temporary password and returns it once; the lockout is lifted. */
export async function resetPassword(db: Db, ids: IdentityAdmin, p: Principal, userId: string) {
  const u = await findUser(db, p.tenantId, userId);
  if (u.status === 'disabled') throw conflict('Enable this account before resetting its password', 'account_disabled');
  const password = temporaryPassword();
  await ids.setPassword(db, u.user_id, password);
  await recordAudit(db, p, { tenantId: p.tenantId, action: 'reset_password', resource: 'users', recordId: u.user_id });
  return { user_id: u.user_id, email: u.email, temporaryPassword: password, identityStore: ids.kind };
}
