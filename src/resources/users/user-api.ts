// The users screen's calls beyond the data provider's list, edit and delete, on the users resource
// (/api/resources/users): invite (the create, which mails a set-password link). Its actions (enable,
// disable, reset password, resend invite, set roles) are src/components/people/user-action.ts.
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
  data: { user_id: string; email: string };
  oneTime: { identityStore: string };
}

export const inviteUser = (values: { email: string; first_name: string; last_name: string; roles: string[] }) =>
  apiFetch<Invited>('/resources/users', { method: 'POST', body: values });
