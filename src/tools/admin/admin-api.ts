// The AI administration API's answers and the browser's writes to it (server/routes/ai-admin/);
// the pages read through use-admin-answer.ts.
import { apiFetch } from '../../providers/http-client.ts';

export interface TemplateEntry {
  name: string;
  title: string;
  fields: string[];
  platformBody: string;
  body: string | null;
  version: number | null;
  updatedAt: string | null;
}
export type TemplateScope = 'tenant' | 'platform';

export const templateBase = (scope: TemplateScope) =>
  scope === 'tenant' ? '/ai-admin/tt-templates' : '/ai-admin/platform-tt-templates';
export const saveTemplate = (scope: TemplateScope, name: string, body: string) =>
  apiFetch<{ body: string; version: number }>(`${templateBase(scope)}/${encodeURIComponent(name)}`, {
    method: 'PUT',
    body: { body },
  });
export const removeOverride = (name: string) =>
  apiFetch<void>(`/ai-admin/tt-templates/${encodeURIComponent(name)}`, { method: 'DELETE' });

export interface ProviderView {
  tenantId: number;
  providerName: string;
  baseUrl: string;
  model: string;
  hasApiKey: boolean;
  version: number;
  updatedAt: string;
}
export interface ProviderRow {
  tenantId: number;
  tenantTitle: string;
  schema: string;
  provider: ProviderView | null;
}
export interface ProvidersAnswer {
  canEdit: boolean;
  platform: { baseUrl: string; model: string; hasApiKey: boolean } | null;
  rows: ProviderRow[];
}
export interface ProviderTest {
  ok: boolean;
  source?: string;
  model?: string;
  latencyMs?: number;
  code?: string;
  message?: string;
}

export const saveProvider = (
  tenantId: number,
  body: { providerName: string; baseUrl: string; model: string; apiKey?: string | null },
) => apiFetch<ProviderView>(`/ai-admin/providers/${tenantId}`, { method: 'PUT', body });
export const removeProvider = (tenantId: number) =>
  apiFetch<void>(`/ai-admin/providers/${tenantId}`, { method: 'DELETE' });
export const testProvider = (tenantId: number) =>
  apiFetch<ProviderTest>(`/ai-admin/providers/${tenantId}/test`, { method: 'POST' });

export interface QuotaView {
  id: number;
  tenantId: number | null;
  role: string;
  requestsPerDay: number | null;
  tokensPerDay: number | null;
}
export interface RateLimitsAnswer {
  tenantId: number;
  canEditDefaults: boolean;
  resetAt: string;
  defaults: QuotaView[];
  own: QuotaView[];
  usageToday: { role_name: string; requests: number; tokens: number; users: number }[];
}
export interface UsageRow {
  user_id: string;
  email: string | null;
  tool_slug: string;
  requests: number;
  tokens: number;
  errors: number;
  last_at: string;
}

export const saveQuota = (
  role: string,
  body: { tenantId?: string; requestsPerDay: number | null; tokensPerDay: number | null },
) => apiFetch<QuotaView>(`/ai-admin/rate-limits/${encodeURIComponent(role)}`, { method: 'PUT', body });
export const removeQuota = (role: string) =>
  apiFetch<void>(`/ai-admin/rate-limits/${encodeURIComponent(role)}`, { method: 'DELETE' });
