// The header bell's answer (server/mail/inbox-routes.ts) and its one write.
import { apiFetch } from '../../providers/http-client.ts';

export interface InboxItem {
  id: number;
  event: string;
  title: string;
  link: string | null;
  read: boolean;
  created_at: string;
}
export interface Inbox {
  unread: number;
  rows: InboxItem[];
}

/** marks these (or, without ids, all) of the caller's notifications read */
export const markRead = (ids?: number[]) =>
  apiFetch<Inbox>('/me/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
