// The school's mail templates API (server/mail/template-routes.ts): read, save, preview and test-send
// one event's template. Here because two screens edit templates: the templates page (notifications)
// and the e-mail editor page (email-editor).
import { apiFetch } from '../../providers/http-client.ts';

export interface TemplateEntry {
  event: string;
  title: string;
  variables: Record<string, string>;
  subject: string;
  mjml: string;
  body_text: string;
  overridden: boolean;
  version: number | null;
}
export interface TemplateInput {
  subject: string;
  mjml: string;
  body_text: string;
}

const base = (event: string) => `/notification-templates/${encodeURIComponent(event)}`;
export const saveTemplate = (event: string, t: TemplateInput, version: number | null) =>
  apiFetch<TemplateEntry>(base(event), { method: 'PUT', body: { ...t, version } });
export const previewTemplate = (event: string, t: TemplateInput) =>
  apiFetch<{ subject: string; html: string; text: string }>(`${base(event)}/preview`, { method: 'POST', body: t });
export const sendTest = (event: string) =>
  apiFetch<{ id: number; to: string }>(`${base(event)}/test`, { method: 'POST' });
