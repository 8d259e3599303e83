// Blocked-path lists. A school edits its own list; operators any list, including the
// platform default (tenant_id NULL), which nobody deletes.
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../errors.ts';
import { isOperator } from '../../auth/operator.ts';
import { defineResource } from '../types.ts';
import { Id, UiPath } from './fields.ts';

const Paths = Type.Array(UiPath, { maxItems: 300, uniqueItems: true });

export default defineResource({
  name: 'app_controls',
  table: 'platform.app_controls',
  key: { column: 'id', type: 'int' },
  columns: ['id', 'tenant_id', 'blocked_paths', 'version', 'updated_at'],
  jsonColumns: ['blocked_paths'],
  touchUpdatedAt: true,
  scope: (ctx) => (isOperator(ctx.principal) ? 'TRUE' : 'tenant_id = :tenantId'),
  permissions: { create: 'app_controls.update', update: 'app_controls.update', delete: 'app_controls.update' },
  createSchema: Type.Object({ tenant_id: Type.Optional(Id), blocked_paths: Paths }, { additionalProperties: false }),
  updateSchema: Type.Object({ blocked_paths: Paths }, { additionalProperties: false }),
  prepare(op, values, ctx) {
    // a school can only create its own list; an operator names the tenant
    if (op === 'create' && (!isOperator(ctx.principal) || values.tenant_id === undefined))
      return { ...values, tenant_id: ctx.tenant.id };
    return values;
  },
  async beforeDelete(_trx, row) {
    if (row.tenant_id === null) throw badRequest('The platform default list cannot be deleted', 'default_list');
  },
  auditTenant: (row) => row.tenant_id as number | null,
});
