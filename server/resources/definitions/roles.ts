// The tenant's roles and their permission lists (spec: /admin/role-permissions/:roleId).
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { conflict } from '../../errors.ts';
import { checkRolePermissions } from './role-permissions.ts';
import { defineResource } from '../types.ts';
import { Permission } from './fields.ts';
import { RoleDescription, RoleNameField } from '../../../src/shared/rules/role-rules.ts';

const Permissions = Type.Array(Permission, { maxItems: 300, uniqueItems: true });

export default defineResource({
  name: 'roles',
  table: 'platform.roles',
  key: { column: 'id', type: 'int' },
  columns: ['id', 'tenant_id', 'role_name', 'description', 'role_permissions', 'version', 'updated_at'],
  jsonColumns: ['role_permissions'],
  touchUpdatedAt: true,
  scope: () => 'tenant_id = :tenantId',
  permissions: { create: 'role.create', update: 'role.update', delete: 'role.delete' },
  createSchema: Type.Object(
    {
      role_name: RoleNameField,
      description: Type.Optional(RoleDescription),
      role_permissions: Type.Optional(Permissions),
    },
    { additionalProperties: false },
  ),
  updateSchema: Type.Object(
    { description: Type.Optional(RoleDescription), role_permissions: Type.Optional(Permissions) },
    { additionalProperties: false },
  ),
  fixed: (ctx) => ({ tenant_id: ctx.tenant.id }),
  // the one catalogue rule the checklist routes use too
  prepare: (_op, values) =>
    values.role_permissions === undefined
      ? values
      : { ...values, role_permissions: checkRolePermissions(values.role_permissions) },
  async beforeDelete(trx, row) {
    const used = await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.app_users
      WHERE tenant_id = ${row.tenant_id} AND roles->'access' ? ${row.role_name}`.execute(trx);
    if (used.rows[0].c > 0) {
      throw conflict(`Role ${row.role_name} is held by ${used.rows[0].c} user(s); take it from them first`, 'in_use');
    }
  },
});
