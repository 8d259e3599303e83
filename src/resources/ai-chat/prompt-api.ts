// The chat prompt template writes (server/chat): save the platform's or a school's template of a
// name, or remove a school's own so the platform's applies again.
import { apiFetch } from '../../providers/http-client.ts';

export const savePromptTemplate = (
  scope: 'platform' | 'tenant',
  t: { name: string; body: string; isDefault: boolean },
) => apiFetch(`/ai/prompt-templates/${scope}`, { method: 'PUT', body: t });

export const removeTenantPromptTemplate = (name: string) =>
  apiFetch(`/ai/prompt-templates/tenant?name=${encodeURIComponent(name)}`, { method: 'DELETE' });
