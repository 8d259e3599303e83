// The school sign-in provider calls (server/identity-providers/routes.ts). The client secret is never
// answered: `client_secret` is "set"; a change that leaves it out keeps the stored one.
import { apiFetch } from '../../providers/http-client.ts';

export interface SignInProvider {
  id: number;
  label: string;
  issuer: string;
  client_id: string;
  client_secret: 'set';
  allowed_domains: string[];
  create_role: 'student' | 'teacher' | null;
  enabled: boolean;
  version: number;
}

export interface ProviderInput {
  label: string;
  issuer: string;
  client_id: string;
  client_secret?: string;
  allowed_domains: string[];
  create_role: 'student' | 'teacher' | null;
  enabled: boolean;
}

export const createProvider = (input: ProviderInput) =>
  apiFetch('/identity-providers', { method: 'POST', body: input });

export const updateProvider = (row: SignInProvider, input: ProviderInput) =>
  apiFetch(`/identity-providers/${row.id}`, { method: 'PUT', body: { ...input, version: row.version } });

export const deleteProvider = (row: SignInProvider) => apiFetch(`/identity-providers/${row.id}`, { method: 'DELETE' });
