// The AI administration's audit resources: provider, quota and prompt-template changes are
// recorded by the same writer as every other write (server/resources/audit.ts), in the change's
// own transaction, under the tenant the change concerns (none for the platform's defaults).
import type { AuditedResource } from '../resources/audit.ts';
import type { Row } from '../resources/types.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';

const rowTenant = (row: Row) => (row.tenant_id === null || row.tenant_id === undefined ? null : Number(row.tenant_id));

/** One row per tenant, keyed by the tenant; never carries the key, only whether one is set. */
export const PROVIDER_AUDIT: AuditedResource = {
  name: 'app_providers',
  key: { column: 'tenant_id', type: 'int' },
  auditTenant: rowTenant,
};
export const QUOTA_AUDIT: AuditedResource = {
  name: 'ai_quotas',
  key: { column: 'id', type: 'int' },
  auditTenant: rowTenant,
};
export const TEMPLATE_AUDIT: AuditedResource = {
  name: 'prompt_templates',
  key: { column: 'id', type: 'int' },
  auditTenant: rowTenant,
};

export const auditContext = (p: Principal, tenant: Tenant): QueryContext => ({ principal: p, tenant });
