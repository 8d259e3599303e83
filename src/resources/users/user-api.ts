// The users screen's calls beyond plain CRUD (server/admin/user-routes.ts).
import { apiFetch } from '../../providers/http-client.ts';

export interface UserRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  roles: { access: string[] } | null;
  status: 'active' | 'invited' | 'disabled';
  created_at: string;
  version: number;
}

export interface Invited {
  user: { user_id: string; email: string };
  temporaryPassword: string;
  identityStore: string;
}

export const inviteUser = (values: { email: string; first_name: string; last_name: string; roles: string[] }) =>
  apiFetch<Invited>('/admin/users', { method: 'POST', body: values });

export const setUsersStatus = (action: 'enable' | 'disable', userIds: string[]) =>
  apiFetch<{ count: number }>('/admin/users/status', { method: 'POST', body: { action, user_ids: userIds } });

export const resetPassword = (userId: string) =>
  apiFetch<{ email: string; temporaryPassword: string }>(`/admin/users/${encodeURIComponent(userId)}/reset-password`, {
    method: 'POST',
  });
