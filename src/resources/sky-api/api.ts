// The SKY API connection's calls (server/sky/routes.ts).
import { apiFetch } from '../../providers/http-client.ts';

export interface SkyStatus {
  has_client_id: boolean;
  client_id_end: string;
  has_client_secret: boolean;
  has_subscription_key: boolean;
  configured: boolean;
  connected: boolean;
  connected_at: string | null;
  token_expires_at: string | null;
  sync_users: boolean;
  sync_sections: boolean;
  sync_enrollments: boolean;
  last_test_at: string | null;
  last_test_result: { ok: boolean; message: string } | null;
  redirect_uri: string;
  version: number;
}

export interface SkySettings {
  client_id?: string;
  client_secret?: string;
  subscription_key?: string;
  sync_users: boolean;
  sync_sections: boolean;
  sync_enrollments: boolean;
}

const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const saveSettings = (body: SkySettings) =>
  data(apiFetch<{ data: SkyStatus }>('/sky-api/settings', { method: 'PUT', body }));
export const authorizeUrl = () => data(apiFetch<{ data: { url: string } }>('/sky-api/authorize', { method: 'POST' }));
export const finishSignIn = (code: string, state: string) =>
  data(apiFetch<{ data: SkyStatus }>('/sky-api/callback', { method: 'POST', body: { code, state } }));
export const testConnection = () =>
  data(apiFetch<{ data: { ok: boolean; message: string } }>('/sky-api/test', { method: 'POST' }));
export const disconnect = () => data(apiFetch<{ data: SkyStatus }>('/sky-api/disconnect', { method: 'POST' }));

export interface SkyRun {
  id: number;
  trigger: 'manual' | 'nightly';
  dry_run: boolean;
  ok: boolean;
  counts: Record<string, { create: number; update: number; delete: number }>;
  errors: { file: string; line: number; field: string; message: string }[];
  started_at: string;
  finished_at: string;
}

export const skyImport = (dryRun: boolean) =>
  data(apiFetch<{ data: SkyRun }>(`/sky-api/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST' }));
