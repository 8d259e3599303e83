// The calendar feed's two calls (server/classroom/calendar-routes.ts): a new secret URL (the old one stops)
// and revoking it.
import { apiFetch } from '../../providers/http-client.ts';

export const newCalendarFeed = async () =>
  (await apiFetch<{ data: { url: string } }>('/my/calendar-feed', { method: 'POST' })).data.url;

export const revokeCalendarFeed = () => apiFetch('/my/calendar-feed', { method: 'DELETE' });
