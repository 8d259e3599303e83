// The AI administration API's answers and the browser's writes to it (server/ai-admin/);
// the pages read through use-admin-answer.ts.
import type { Static } from '@sinclair/typebox';
import { apiFetch } from '../../providers/http-client.ts';
import type * as A from '../../shared/ai-admin-answers.ts';

export type TemplateEntry = Static<typeof A.TemplateEntry>;
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

export type ProviderView = Static<typeof A.ProviderView>;
export type ProviderRow = ProvidersAnswer['rows'][number];
export type ProvidersAnswer = Static<typeof A.ProvidersReply>;
export type ProviderTest = Static<typeof A.ProviderTestReply>;

export const saveProvider = (
  tenantId: number,
  body: { providerName: string; baseUrl: string; model: string; apiKey?: string | null },
) => apiFetch<ProviderView>(`/ai-admin/providers/${tenantId}`, { method: 'PUT', body });
export const removeProvider = (tenantId: number) =>
  apiFetch<void>(`/ai-admin/providers/${tenantId}`, { method: 'DELETE' });
export const testProvider = (tenantId: number) =>
  apiFetch<ProviderTest>(`/ai-admin/providers/${tenantId}/test`, { method: 'POST' });

export type QuotaView = Static<typeof A.QuotaView>;
export type RateLimitsAnswer = Static<typeof A.QuotasReply>;
export type UsageRow = Static<typeof A.UsageReply>['rows'][number];

export const saveQuota = (
  role: string,
  body: { tenantId?: string; requestsPerDay: number | null; tokensPerDay: number | null },
) => apiFetch<QuotaView>(`/ai-admin/rate-limits/${encodeURIComponent(role)}`, { method: 'PUT', body });
export const removeQuota = (role: string) =>
  apiFetch<void>(`/ai-admin/rate-limits/${encodeURIComponent(role)}`, { method: 'DELETE' });
