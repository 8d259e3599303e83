// The messaging API's answers and writes (server/mail/template-routes.ts, log-routes.ts).
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
export const resend = (id: number) => apiFetch<{ id: number }>(`/notification-log/${id}/resend`, { method: 'POST' });
export interface UnsentMessage {
  id: number;
  recipient: string;
  subject: string;
  text: string;
}
/** a message that was not sent (no SMTP_URL), with its links, to hand on by other means */
export const unsentMessage = (id: number) =>
  apiFetch<{ data: UnsentMessage }>(`/notification-log/${id}/message`).then((r) => r.data);
