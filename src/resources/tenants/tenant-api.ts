// The tenant screen's calls beyond plain CRUD (server/admin/tenant-routes.ts).
import { apiFetch } from '../../providers/http-client.ts';

export interface TenantRow {
  id: number;
  name: string;
  title: string;
  schema_name: string;
  tenant_model: 'B2B' | 'B2CU';
  config: Record<string, unknown>;
  status: 'active' | 'suspended';
  user_count: number;
  created_at: string;
  version: number;
}

export interface NewTenant {
  schema_name: string;
  title: string;
  tenant_model: 'B2B' | 'B2CU';
  admin_email: string;
  admin_first_name: string;
  admin_last_name: string;
}
interface Created {
  tenant: TenantRow;
  admin: { email: string };
  invitationMailed: boolean;
}

export const createTenant = (v: NewTenant) => apiFetch<Created>('/admin/tenants', { method: 'POST', body: v });

export const inviteTenantAdmin = (tenantId: number, v: { email: string; first_name: string; last_name: string }) =>
  apiFetch<{ user: { email: string }; invitationMailed: boolean }>(`/admin/tenants/${tenantId}/admins`, {
    method: 'POST',
    body: v,
  });

export const saveTenantConfig = (tenantId: number, config: Record<string, unknown>, version: number) =>
  apiFetch<TenantRow>(`/admin/tenants/${tenantId}/config`, { method: 'PUT', body: { config, version } });
