// The messaging API's answers and writes (server/mail/log-routes.ts; templates in src/components/mail).
import { apiFetch } from '../../providers/http-client.ts';

// the template calls live in src/components/mail, shared with the e-mail editor page
export * from '../../components/mail/template-api.ts';
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
