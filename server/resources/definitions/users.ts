// The tenant's app users. A new user also gets an identity in the embedded provider (same id);
// deleting a user removes both. Nobody disables or deletes their own account.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { badRequest, invalidField } from '../../errors.ts';
import { hashPassword } from '../../identity/password.ts';
import type { Db } from '../../db/database.ts';
import type { QueryContext } from '../../listmodel/types.ts';
import { defineResource, type Values } from '../types.ts';
import { Email, Name, NullableId, RoleName } from './fields.ts';

const Roles = Type.Union([
  Type.Array(RoleName, { minItems: 1, maxItems: 10, uniqueItems: true }),
  Type.Object(
    { access: Type.Array(RoleName, { minItems: 1, maxItems: 10, uniqueItems: true }) },
    { additionalProperties: false },
  ),
]);
const Status = Type.Union([Type.Literal('active'), Type.Literal('disabled'), Type.Literal('invited')]);

async function checkRoles(db: Db, ctx: QueryContext, roles: string[]) {
  const res = await sql<{
    role_name: string;
  }>`SELECT role_name FROM platform.roles WHERE tenant_id = ${ctx.tenant.id}`.execute(db);
  const known = new Set(res.rows.map((r) => r.role_name));
  const unknown = roles.find((r) => !known.has(r));
  if (unknown) throw invalidField('roles', `Unknown role ${unknown} in this school`, 'unknown_role');
}

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
      email: Email,
      first_name: Name,
      last_name: Name,
      roles: Roles,
      status: Type.Optional(Status),
      party_id: Type.Optional(NullableId),
      password: Type.Optional(Type.String({ minLength: 10, maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  updateSchema: Type.Object(
    {
      first_name: Type.Optional(Name),
      last_name: Type.Optional(Name),
      roles: Type.Optional(Roles),
      status: Type.Optional(Status),
      party_id: Type.Optional(NullableId),
    },
    { additionalProperties: false },
  ),
  fixed: (ctx) => ({ tenant_id: ctx.tenant.id }),
  async prepare(op, values, ctx, db, before) {
    const out: Values = { ...values };
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
    if (op === 'create') {
      out.email = String(values.email).toLowerCase();
      out.user_id = randomUUID();
      // without a password the account waits for a reset (an unguessable hash nobody knows)
      out.password_hash = await hashPassword(
        typeof values.password === 'string' ? values.password : randomBytes(32).toString('base64url'),
      );
      out.status = values.status ?? (values.password ? 'active' : 'invited');
      delete out.password;
    }
    return out;
  },
  async afterCreate(trx, row, values) {
    await sql`INSERT INTO platform.identities (sub, email, password_hash, given_name, family_name)
      VALUES (${row.user_id}, ${row.email}, ${values.password_hash}, ${row.first_name}, ${row.last_name})`.execute(trx);
  },
  async beforeDelete(_trx, row, ctx) {
    if (row.user_id === ctx.principal.userId) throw badRequest('You cannot delete your own account', 'self_change');
  },
  async afterDelete(trx, row) {
    await sql`DELETE FROM platform.identities WHERE sub = ${row.user_id}`.execute(trx);
  },
});
