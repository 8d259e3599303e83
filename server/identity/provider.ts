// Builds the oidc-provider instance: one public client (code + PKCE S256, refresh tokens),
// Keycloak's endpoint layout, JWT access tokens for our API, storage in PostgreSQL.
import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { adapterFactory } from './adapter.ts';
import { findIdentity, identityClaims } from './accounts.ts';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages.ts';
import { KEYCLOAK_ROUTES, loginPath, type IdentityUrls } from './urls.ts';

export const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** provider session, grant and refresh token lifetime (seconds) */
export const SESSION_TTL = 12 * 3600;

/** The browser origins the app runs on: its own, plus OIDC_REDIRECT_ORIGINS (e.g. the Vite dev server). */
export function allowedOrigins(config: Config): string[] {
  return [...new Set([new URL(config.publicUrl).origin, ...config.oidc.redirectOrigins.map((o) => new URL(o).origin)])];
}

/** The session id of a token: the provider session's uid, which every code, refresh and access
 * token of one browser sign-in carries (oidc-provider's own per-client sid is only set for
 * back-channel logout clients). Revocation on sign-out and the logout page both rely on it. */
export function sessionIdOf(token: object | undefined): string | undefined {
  const uid = (token as { sessionUid?: unknown } | undefined)?.sessionUid;
  return typeof uid === 'string' ? uid : undefined;
}

/** The id of the client with short-lived tokens (OIDC_SHORT_TOKEN_CLIENT_TTL). */
export const shortTokenClientId = (config: Config) => `${config.oidc.clientId}-short-token`;

export function buildProvider(
  config: Config,
  db: Db,
  keys: { signing: JWK[]; cookie: string[] },
  urls: IdentityUrls,
): Provider {
  const { clientId, audience } = config.oidc;
  const origins = allowedOrigins(config);
  const originSet = new Set(origins);
  const appClient = (client_id: string, client_name: string): ClientMetadata => ({
    client_id,
    client_name,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: origins.flatMap((o) => [`${o}/auth/callback`, `${o}/auth/silent-callback`]),
    post_logout_redirect_uris: origins.map((o) => `${o}/`),
  });
  // the browser tests' expiry test signs the app in through a client whose tokens expire in seconds
  const short = config.oidc.shortTokenClientTtl;
  const shortClientId = short ? shortTokenClientId(config) : undefined;
  const firstParty = new Set([clientId, ...(shortClientId ? [shortClientId] : [])]);
  const accessTokenTtl = (client?: { clientId: string }) =>
    short && client?.clientId === shortClientId ? short : config.oidc.accessTokenTtl;

  const configuration: Configuration = {
    adapter: adapterFactory(db),
    clients: [
      appClient(clientId, 'LMS web app'),
      ...(shortClientId ? [appClient(shortClientId, 'LMS web app, short-lived tokens (tests)')] : []),
    ],
    jwks: { keys: keys.signing as never },
    cookies: { keys: keys.cookie },
    scopes: SCOPES,
    claims: {
      // sid: the provider session the token was issued in (see sessionIdOf)
      openid: ['sub', 'sid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    routes: KEYCLOAK_ROUTES,
    interactions: { url: (_ctx, interaction) => loginPath(urls, interaction.uid) },
    ttl: {
      AccessToken: (_ctx, _token, client) => accessTokenTtl(client),
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600, // pending sign-in is kept 60 minutes
      Grant: SESSION_TTL,
      Session: SESSION_TTL,
      RefreshToken: SESSION_TTL,
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    clientBasedCORS: (_ctx, origin) => originSet.has(origin),
    async findAccount(_ctx, sub, token) {
      const identity = await findIdentity(db, sub);
      if (!identity || identity.disabled) return undefined;
      const sid = sessionIdOf(token);
      return { accountId: identity.sub, claims: async () => ({ ...identityClaims(identity), sid }) };
    },
    // Access tokens carry the email too, so the API and Keycloak tokens look alike, and the session
    // id, so that signing out can revoke them before they expire; iat_ms (the issue time in ms) lets
    // an account's sessions ended by a password change refuse exactly the tokens issued before it.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const identity = await findIdentity(db, token.accountId);
      return identity
        ? { email: identity.email, preferred_username: identity.email, sid: sessionIdOf(token), iat_ms: Date.now() }
        : undefined;
    },
    // Our own app is first-party: consent is implied, so the grant always covers what it may ask.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId || (client && session?.grantIdFor(client.clientId));
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!client || !firstParty.has(client.clientId) || !session?.accountId) return existing;
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addResourceScope(audience, SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      // userinfo is served by account-routes.ts: our access tokens are JWTs for the API audience,
      // which oidc-provider's own userinfo endpoint would refuse.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: logoutSource(`${config.publicUrl}/`),
        postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator, client) {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: SCOPES.join(' '),
            audience,
            accessTokenTTL: accessTokenTtl(client),
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    discovery: { userinfo_endpoint: urls.userinfo, check_session_iframe: urls.checkSessionIframe },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    renderError,
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  provider.proxy = true;
  return provider;
}
