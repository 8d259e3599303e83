// The tenant screen's calls beyond plain CRUD (server/admin/tenant-routes.ts).
import { apiFetch } from '../../providers/http-client.ts';
import type { Static } from '@sinclair/typebox';
import type { TenantCreateBody } from '../../shared/rules/tenant-rules.ts';

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

export type NewTenant = Static<typeof TenantCreateBody>;
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

/** mails the tenant's first administrator a fresh invite link */
export const resendTenantInvite = (tenantId: number) =>
  apiFetch<{ mailedTo: string; invitationMailed: boolean }>(`/admin/tenants/${tenantId}/resend-invite`, {
    method: 'POST',
  });

export const saveTenantConfig = (tenantId: number, config: Record<string, unknown>, version: number) =>
  apiFetch<TenantRow>(`/admin/tenants/${tenantId}/config`, { method: 'PUT', body: { config, version } });
