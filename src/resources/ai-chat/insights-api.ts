// The chat insights writes (server/chat, docs/ai-chat.md): acknowledge a critical alert with what
// was done, and set how many days students' conversations are kept (null keeps them).
import { apiFetch } from '../../providers/http-client.ts';

export const RETENTION_URL = '/ai/chat/retention';

export const acknowledgeAlert = (id: number, notes: string) =>
  apiFetch(`/insights/alerts/${id}/acknowledge`, { method: 'POST', body: { notes } });

export const saveRetention = (days: number | null) =>
  apiFetch<{ days: number | null }>(RETENTION_URL, { method: 'PUT', body: { days } });
