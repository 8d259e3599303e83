// Tenants (platform operators only). Creating one provisions its schema, roles, settings and
// blocked paths; tenants are suspended, never deleted.
import { Type } from '@sinclair/typebox';
import { invalidField } from '../../errors.ts';
import { provisionTenant } from '../../tenants/provision.ts';
import { defineResource } from '../types.ts';
import { SchemaName, TenantModel, TenantTitle } from '../../../src/shared/rules/tenant-rules.ts';

export default defineResource({
  name: 'tenants',
  table: 'platform.tenants',
  key: { column: 'id', type: 'int' },
  columns: ['id', 'name', 'title', 'tenant_model', 'config', 'status', 'version', 'created_at', 'updated_at'],
  jsonColumns: ['config'],
  touchUpdatedAt: true,
  scope: () => 'TRUE',
  operatorOnly: true,
  permissions: { create: 'tenant.create', update: 'tenant.update' },
  createSchema: Type.Object(
    {
      schema_name: SchemaName,
      title: TenantTitle,
      tenant_model: TenantModel,
    },
    { additionalProperties: false },
  ),
  updateSchema: Type.Object(
    {
      title: Type.Optional(TenantTitle),
      tenant_model: Type.Optional(TenantModel),
      status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('suspended')])),
    },
    { additionalProperties: false },
  ),
  prepare(op, values, ctx, _db, before) {
    if (op === 'update' && before?.id === ctx.principal.tenantId && values.status === 'suspended') {
      throw invalidField('status', 'Operators cannot suspend their own tenant', 'self_change');
    }
    return values;
  },
  async createWith(values, _ctx, db) {
    return provisionTenant(db, {
      schema: values.schema_name as string,
      title: values.title as string,
      tenantModel: values.tenant_model as 'B2B' | 'B2CU',
    });
  },
  auditTenant: (row) => row.id as number,
});
