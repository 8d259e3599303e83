// Keycloak's admin REST API (when sign-in is through an external Keycloak): a service-account
// client (client credentials, realm-management "manage-users") creates and changes users of the
// realm. Only exercised here against a loopback fake speaking the same wire format; see the README.
import { IdentityExistsError, type IdentityAdmin } from './identity-admin.ts';

export interface KeycloakAdminConfig {
  /** Keycloak's base URL, e.g. https://sso.example.org (KEYCLOAK_ADMIN_URL) */
  url: string;
  /** the realm whose users are managed (OIDC_REALM) */
  realm: string;
  clientId: string;
  clientSecret: string;
}

export class KeycloakAdminError extends Error {}

export function keycloakIdentities(cfg: KeycloakAdminConfig, fetchImpl: typeof fetch = fetch): IdentityAdmin {
  const base = `${cfg.url.replace(/\/+$/, '')}`;
  const users = `${base}/admin/realms/${encodeURIComponent(cfg.realm)}/users`;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetchImpl(`${base}/realms/${encodeURIComponent(cfg.realm)}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: cfg.clientId,
        client_secret: cfg.clientSecret,
      }),
    });
    if (!res.ok) throw new KeycloakAdminError(`Keycloak refused the admin client (${res.status})`);
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    token = { value: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 60) - 10) * 1000 };
    return token.value;
  }

  async function call(method: string, url: string, body?: unknown): Promise<Response> {
    const res = await fetchImpl(url, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 409) throw new IdentityExistsError(url);
    if (!res.ok && !(method === 'DELETE' && res.status === 404)) {
      throw new KeycloakAdminError(`Keycloak answered ${res.status} to ${method} ${new URL(url).pathname}`);
    }
    return res;
  }

  const userUrl = (sub: string) => `${users}/${encodeURIComponent(sub)}`;
  const credential = (password: string) => ({ type: 'password', value: password, temporary: true });
  // Keycloak's own sessions and refresh tokens of the user
  const logout = async (sub: string) => void (await call('POST', `${userUrl(sub)}/logout`));

  return {
    kind: 'keycloak',
    async create(_db, i) {
      const res = await call('POST', users, {
        username: i.email,
        email: i.email,
        firstName: i.firstName,
        lastName: i.lastName,
        enabled: true,
        emailVerified: true,
        credentials: [credential(i.password)],
      });
      const id = res.headers.get('location')?.split('/').pop();
      if (!id) throw new KeycloakAdminError('Keycloak created the user but sent no Location');
      return id;
    },
    async setPassword(_db, sub, password) {
      await call('PUT', `${userUrl(sub)}/reset-password`, credential(password));
    },
    async setEnabled(_db, sub, enabled) {
      await call('PUT', userUrl(sub), { enabled });
      if (!enabled) await logout(sub);
    },
    async setName(_db, sub, firstName, lastName) {
      await call('PUT', userUrl(sub), { firstName, lastName });
    },
    async remove(_db, sub) {
      await call('DELETE', userUrl(sub));
    },
    endSessions: (_db, sub) => logout(sub),
  };
}
