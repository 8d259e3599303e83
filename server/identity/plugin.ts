// The embedded OpenID Connect provider, mounted at /realms/{realm} (issuer {OIDC_URL}/realms/{realm}).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { deleteExpired } from './adapter.ts';
import { loadCookieKeys, loadSigningKeys, publicPart } from './keys.ts';
import { allowedOrigins, buildProvider, SESSION_TTL } from './provider.ts';
import { enableSessionState, sessionIframeRoute } from './session-check.ts';
import { identityUrls } from './urls.ts';
import { providerHeaders } from './headers.ts';
import { mountProvider } from './mount.ts';
import { loginRoutes } from './login-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { upstreamRoutes } from './upstream-routes.ts';
import { revokeOnSignOut } from './sign-out.ts';

export interface IdentityHandle {
  /** the provider's public signing keys, for local token verification */
  publicJwks: () => Promise<{ keys: object[] }>;
}

export async function identityPlugin(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
): Promise<IdentityHandle> {
  const signing = await loadSigningKeys(db);
  const cookie = await loadCookieKeys(db, config.secretKey);
  await deleteExpired(db);
  const urls = identityUrls(config);
  const origins = allowedOrigins(config);
  const provider = buildProvider(config, db, { signing, cookie }, urls);
  const jwks = { keys: signing.map(publicPart) as object[] };
  const publicJwks = async () => jwks;

  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'identity provider error'));
  // Refused requests (bad code, expired refresh token...) are the client's problem, not a crash.
  const refused = (event: string) => (_ctx: unknown, err: Error) =>
    app.log.info({ event, error: err.message }, 'identity request refused');
  provider.on('authorization.error', refused('authorization.error'));
  provider.on('grant.error', refused('grant.error'));
  provider.on('end_session.error', refused('end_session.error'));

  enableSessionState(provider, urls.prefix, SESSION_TTL);
  revokeOnSignOut(provider, db, config.oidc.accessTokenTtl, (err) =>
    app.log.error({ err }, 'recording a sign-out for the other servers failed'),
  );

  const headers = providerHeaders(origins);
  await loginRoutes(app, { provider, db, config, prefix: urls.prefix, headers, attempts: app.counters });
  await upstreamRoutes(app, { provider, db, config, prefix: urls.prefix, headers });
  await accountRoutes(app, { config, db, prefix: urls.prefix, origins, publicJwks });
  await registrationRoutes(app, { provider, prefix: urls.prefix, headers });
  sessionIframeRoute(app, urls.prefix, origins);
  await mountProvider(app, provider, urls.prefix, headers);
  return { publicJwks };
}
