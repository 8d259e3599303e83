// The users screen's actions beyond plain edits: invite, enable/disable, reset password. The app
// user and its audit record are written by the one write engine with the users resource's hooks
// (server/resources/definitions/users.ts), which also reach the identity store (embedded or
// Keycloak) outside the transaction; these functions add the temporary password, the bulk form and
// the answers the screen expects.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import type { IdentityAdmin } from '../identity-admin/index.ts';
import { temporaryPassword } from '../identity-admin/temporary-password.ts';
import { recordAudit } from '../resources/audit.ts';
import { contextFor, createChecked, updateChecked } from '../resources/engine.ts';
import usersResource from '../resources/definitions/users.ts';
import { failFields } from './validate.ts';

const users = usersResource.resources[0];

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

/** Creates the identity with a temporary password (shown once to the administrator) and the app user,
 * in `tenantId` (the caller's school, or a new school's when an operator creates it). */
export async function inviteUser(db: Db, ids: IdentityAdmin, p: Principal, tenantId: number, input: Invite) {
  await assertTenantRoles(db, tenantId, input.roles);
  const password = temporaryPassword();
  // app users are platform rows keyed by tenant_id; the tenant's schema is not used
  const ctx = { principal: p, tenant: { id: tenantId, schema: p.schema }, tenantNamed: tenantId !== p.tenantId };
  const row = await createChecked(
    { db, identities: ids },
    users,
    {
      email: input.email,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      roles: input.roles,
      status: 'active',
      password,
    },
    ctx,
    { auditAction: 'invite' },
  );
  return { user: view(row as unknown as UserRow), temporaryPassword: password, identityStore: ids.kind };
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
  const found = await Promise.all(unique.map((id) => findUser(db, p.tenantId, id)));
  const status = action === 'disable' ? 'disabled' : 'active';
  // users already in that state are answered as they are, with no audit record
  const changed = await updateChecked(
    { db, identities: ids },
    users,
    found.filter((u) => u.status !== status).map((u) => ({ id: u.user_id, values: { status } })),
    contextFor(p),
    { auditAction: action },
  );
  const byId = new Map(changed.map((r) => [r.user_id, r as unknown as UserRow]));
  return { action, count: found.length, users: found.map((u) => view(byId.get(u.user_id) ?? u)) };
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
