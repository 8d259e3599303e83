// The OneRoster REST section's calls (server/oneroster-rest/routes.ts, docs/oneroster-rest.md).
import { apiFetch } from '../../providers/http-client.ts';

export interface RestConnection {
  base_url: string;
  token_url: string;
  client_id: string;
  has_client_secret: boolean;
  org_sourced_ids: string[];
  schedule: 'off' | 'nightly';
  configured: boolean;
  version: number;
}
export interface RestSettings {
  base_url: string;
  token_url: string;
  client_id: string;
  client_secret?: string;
  org_sourced_ids: string[];
  schedule: 'off' | 'nightly';
}
export interface RestRun {
  id: number;
  trigger: 'manual' | 'nightly';
  ok: boolean;
  counts: Record<string, { create: number; update: number; delete: number }>;
  errors: { file: string; line: number; field: string; message: string }[];
  fetched: Record<string, { fetched: number; taken: number }>;
  started_at: string;
  finished_at: string;
}
export interface RestClient {
  client_id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const saveConnection = (body: RestSettings) =>
  data(apiFetch<{ data: RestConnection }>('/oneroster-rest/settings', { method: 'PUT', body }));
export const syncNow = () => data(apiFetch<{ data: { job_id: string } }>('/oneroster-rest/sync', { method: 'POST' }));
export const createClient = (name: string) =>
  data(
    apiFetch<{ data: RestClient & { client_secret: string } }>('/oneroster-rest/clients', {
      method: 'POST',
      body: { name },
    }),
  );
export const deleteClient = (id: string) =>
  apiFetch<unknown>(`/oneroster-rest/clients/${encodeURIComponent(id)}`, { method: 'DELETE' });
