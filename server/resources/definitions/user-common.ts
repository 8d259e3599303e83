// What the users resource and its actions share: the roles field and its check against the
// school's roles, the identity store's answers as API errors, and the set-password link mail.
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { ApiError, conflict, invalidField } from '../../errors.ts';
import type { Db } from '../../db/database.ts';
import type { QueryContext } from '../../listmodel/types.ts';
import { IdentityExistsError, IdentityNotManagedError } from '../../identity-admin/index.ts';
import { RoleName } from './fields.ts';
import type { WriteServices } from '../types.ts';

export const Roles = Type.Union([
  Type.Array(RoleName, { minItems: 1, maxItems: 10, uniqueItems: true }),
  Type.Object(
    { access: Type.Array(RoleName, { minItems: 1, maxItems: 10, uniqueItems: true }) },
    { additionalProperties: false },
  ),
]);
export async function checkRoles(db: Db, ctx: QueryContext, roles: string[]) {
  const res = await sql<{
    role_name: string;
  }>`SELECT role_name FROM platform.roles WHERE tenant_id = ${ctx.tenant.id}`.execute(db);
  const known = new Set(res.rows.map((r) => r.role_name));
  const unknown = roles.find((r) => !known.has(r));
  if (unknown) throw invalidField('roles', `Roles: this school has no role ${unknown}`, 'unknown_role');
}

// One address is one sign-in identity and belongs to one school, so an address in use anywhere
// cannot be given to a new user. Whether it is used in this school, in another school or only in the
// identity store, the answer is the same 409, so it never says more than "in use" about other schools.
const EMAIL_IN_USE =
  'E-mail: this address is already in use and cannot be invited. If the person is in your school, find them in ' +
  'the users list; otherwise ask them for another address.';
export const emailInUse = () => conflict(EMAIL_IN_USE, 'email_unavailable', { fields: { email: EMAIL_IN_USE } });

/** Refuses to remove or disable `userId` when it is the school's only active administrator (409 last_admin). */
export async function refuseLastAdmin(db: Db, tenantId: number, userId: string) {
  const r = await sql<{ admin: boolean; others: number }>`
    SELECT bool_or(user_id = ${userId}) AS admin, count(*) FILTER (WHERE user_id <> ${userId})::int AS others
    FROM platform.app_users WHERE tenant_id = ${tenantId} AND status = 'active' AND roles->'access' ? 'admin'`.execute(
    db,
  );
  if (r.rows[0]?.admin && !r.rows[0].others)
    throw conflict(
      "This is the school's last active administrator; make someone else administrator first",
      'last_admin',
    );
}

/** The identity store's failures as API answers (never a 500). */
export async function identityCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof IdentityExistsError) throw emailInUse();
    if (err instanceof IdentityNotManagedError) throw new ApiError(409, 'identity_not_managed', err.message);
    if (err instanceof ApiError) throw err;
    throw new ApiError(502, 'idp_unavailable', 'The identity store could not be reached; try again');
  }
}

/** mails the account a link to set its password (invite or reset), when the app can send mail */
export async function mailPasswordLink(
  row: { user_id?: unknown; email?: unknown; first_name?: unknown; last_name?: unknown },
  purpose: 'invite' | 'reset',
  ctx: { tenant: { id: number }; principal: { userId: string } },
  { db, notify, passwordLink }: WriteServices,
) {
  if (!notify || !passwordLink || !row.email) return;
  const userId = String(row.user_id);
  const link = await passwordLink(userId, purpose);
  const name = `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim();
  const opts = { tenantId: ctx.tenant.id, createdBy: ctx.principal.userId };
  if (purpose === 'reset') {
    await notify('password_reset', String(row.email), { name, link }, opts);
    return;
  }
  const school = (
    await sql<{ title: string }>`SELECT title FROM platform.tenants WHERE id = ${ctx.tenant.id}`.execute(db)
  ).rows[0]?.title;
  await notify('user_invited', String(row.email), { name, school: school ?? '', link }, opts);
}
