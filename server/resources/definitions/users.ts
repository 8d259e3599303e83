// The tenant's app users. Their sign-in identities live in the identity store (embedded or
// Keycloak), written only through IdentityAdmin and outside the transaction: a new user's identity
// is created first (its subject is the user_id; inviting gives it a random password nobody is told
// and mails a link to set one, docs/messaging.md) and removed again if the insert fails; a status change enables or disables it, a delete removes
// it, both after commit. Enable, disable and reset password are the resource's actions
// (user-actions.ts). Nobody disables or deletes their own account, nor the school's last active administrator.
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { badRequest, invalidField } from '../../errors.ts';
import { unknownPassword } from '../../identity-admin/unknown-password.ts';
import { defineResource, type Values } from '../types.ts';
import { NullableId } from './fields.ts';
import { FirstName, LastName, UserEmail } from '../../../src/shared/rules/user-rules.ts';
import { checkRoles, emailInUse, identityCall, mailPasswordLink, refuseLastAdmin, Roles } from './user-common.ts';
import { USER_ACTIONS } from './user-actions.ts';

const Status = Type.Union([Type.Literal('active'), Type.Literal('disabled'), Type.Literal('invited')]);

export default defineResource({
  name: 'users',
  table: 'platform.app_users',
  key: { column: 'user_id', type: 'uuid' },
  columns: [
    'user_id',
    'tenant_id',
    'email',
    'first_name',
    'last_name',
    'roles',
    'status',
    'party_id',
    'version',
    'created_at',
    'updated_at',
  ],
  jsonColumns: ['roles'],
  touchUpdatedAt: true,
  scope: () => 'tenant_id = :tenantId',
  permissions: { create: 'user.create', update: 'user.update', delete: 'user.delete' },
  uiPath: '/admin/users',
  createSchema: Type.Object(
    {
      email: UserEmail,
      first_name: FirstName,
      last_name: LastName,
      roles: { ...Roles, title: 'Roles' },
      status: Type.Optional(Status),
      party_id: Type.Optional(NullableId),
      password: Type.Optional(Type.String({ minLength: 10, maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  updateSchema: Type.Object(
    {
      first_name: Type.Optional(FirstName),
      last_name: Type.Optional(LastName),
      roles: Type.Optional(Roles),
      status: Type.Optional(Status),
      party_id: Type.Optional(NullableId),
    },
    { additionalProperties: false },
  ),
  fixed: (ctx) => ({ tenant_id: ctx.tenant.id }),
  oneTime: ['identityStore'],
  createAuditAction: 'invite',
  actions: USER_ACTIONS,
  // the user's school, also when an operator invites a new school's first administrator
  auditTenant: (row) => Number(row.tenant_id),
  async prepare(op, values, ctx, db, before) {
    const out: Values = { ...values };
    for (const [field, label] of [
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
    ] as const) {
      if (typeof values[field] !== 'string') continue;
      out[field] = (values[field] as string).trim();
      if (!out[field]) throw invalidField(field, `${label} is required`);
    }
    if (values.roles !== undefined) {
      const list = Array.isArray(values.roles)
        ? (values.roles as string[])
        : (values.roles as { access: string[] }).access;
      await checkRoles(db, ctx, list);
      out.roles = { access: list };
    }
    if (op === 'update' && before?.user_id === ctx.principal.userId && values.status && values.status !== 'active') {
      throw invalidField('status', 'You cannot disable your own account', 'self_change');
    }
    // an update that takes away the last active administrator's status or admin role is refused too
    const roles = out.roles as { access: string[] } | undefined;
    if (
      op === 'update' &&
      before &&
      ((values.status && values.status !== 'active') || (roles && !roles.access.includes('admin')))
    )
      await refuseLastAdmin(db, ctx.tenant.id, String(before.user_id));
    if (op === 'create') {
      out.email = String(values.email).trim().toLowerCase();
      const taken = await sql<{
        found: number;
      }>`SELECT 1 AS found FROM platform.app_users WHERE lower(email) = ${out.email}`.execute(db);
      if (taken.rows.length) throw emailInUse();
      out.status = values.status ?? 'active';
    }
    return out;
  },
  // inviting: without a password the identity gets a random one that is never answered; the invite
  // mail's link (afterCommit) lets the user choose their own
  async beforeCreate(values, _ctx, { db, identities }) {
    const { password, ...rest } = values;
    const sub = await identityCall(() =>
      identities.create(db, {
        email: String(values.email),
        firstName: String(values.first_name).trim(),
        lastName: String(values.last_name).trim(),
        password: typeof password === 'string' ? password : unknownPassword(),
      }),
    );
    return { ...rest, user_id: sub, identityStore: identities.kind };
  },
  async undoBeforeCreate(values, _ctx, { db, identities }) {
    await identities.remove(db, String(values.user_id));
  },
  async beforeDelete(trx, row, ctx) {
    if (row.user_id === ctx.principal.userId) throw badRequest('You cannot delete your own account', 'self_change');
    await refuseLastAdmin(trx, ctx.tenant.id, String(row.user_id));
  },
  async afterCommit(op, before, after, ctx, services) {
    const { db, identities } = services;
    const sub = String((after ?? before)!.user_id);
    if (op === 'delete') return identityCall(() => identities.remove(db, sub));
    // the invite mail: a link to choose a password (docs/messaging.md)
    if (op === 'create') await mailPasswordLink(after!, 'invite', ctx, services);
    // 'invited' leaves the identity as it is: it waits for its first password
    const status = after!.status;
    if (status !== 'active' && status !== 'disabled') return;
    if (op === 'update' && before!.status === status) return;
    if (op === 'create' && status === 'active') return;
    await identityCall(() => identities.setEnabled(db, sub, status === 'active'));
  },
});
