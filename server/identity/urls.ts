// Keycloak's endpoint layout under the issuer ({url}/realms/{realm}), so the app can point at
// either this provider or a Keycloak server with the same paths.
import type { Config } from '../config.ts';

const OIDC = '/protocol/openid-connect';

export const KEYCLOAK_ROUTES = {
  authorization: `${OIDC}/auth`,
  token: `${OIDC}/token`,
  end_session: `${OIDC}/logout`,
  jwks: `${OIDC}/certs`,
  revocation: `${OIDC}/revoke`,
  introspection: `${OIDC}/token/introspect`,
  userinfo: `${OIDC}/userinfo`,
  pushed_authorization_request: `${OIDC}/ext/par/request`,
};

export interface IdentityUrls {
  /** the issuer's path, e.g. /realms/lms: where the provider is mounted */
  prefix: string;
  userinfo: string;
  account: string;
  checkSessionIframe: string;
}

export function identityUrls(config: Config): IdentityUrls {
  const prefix = new URL(config.oidc.issuer).pathname.replace(/\/$/, '');
  return {
    prefix,
    userinfo: `${config.oidc.issuer}${KEYCLOAK_ROUTES.userinfo}`,
    account: `${config.oidc.issuer}/account`,
    checkSessionIframe: `${config.oidc.issuer}${OIDC}/login-status-iframe.html`,
  };
}

export const SESSION_IFRAME_PATH = `${OIDC}/login-status-iframe.html`;

export const loginPath = (urls: IdentityUrls, uid: string) => `${urls.prefix}/login-actions/${uid}`;
