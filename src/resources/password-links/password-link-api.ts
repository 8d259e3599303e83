// POST /api/password-links/redeem (no sign-in): sets the password with a mailed link's token; the
// link works once.
import { apiFetch } from '../../providers/http-client.ts';

export const redeemPasswordLink = (token: string, password: string) =>
  apiFetch('/password-links/redeem', { method: 'POST', body: { token, password } });
