// POST /api/signup/:kind (no sign-in): makes the account and mails a link to choose the password;
// answers the address it went to and whether a mail was sent.
import { apiFetch } from '../../providers/http-client.ts';
import type { SignupKind } from '../../shared/signup.ts';

export const signUp = (kind: SignupKind, body: { first_name: string; last_name: string; email: string }) =>
  apiFetch<{ data: { email: string; mailed: boolean } }>(`/signup/${kind}`, { method: 'POST', body }).then(
    (r) => r.data,
  );
