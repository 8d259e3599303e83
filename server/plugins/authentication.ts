// Verifies the bearer token of every /api request against the issuer's keys (issuer, audience,
// expiry, algorithm allowlist; a token verified before is known by its text until it expires),
// then loads the principal from the app user record.
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ApiError, unauthorized, forbidden } from '../errors.ts';
import { revocationsFor } from '../auth/revocations.ts';
import { principalCache } from '../auth/principal-cache.ts';
import { VerifiedTokens } from '../auth/verified-tokens.ts';

export interface AuthOptions {
  config: Config;
  db: Db;
  /** Public keys of the embedded provider, when this process hosts it (no HTTP round trip). */
  localJwks?: () => Promise<{ keys: object[] }>;
}

async function remoteKeys(config: Config): Promise<JWTVerifyGetKey> {
  const res = await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
  const { jwks_uri } = (await res.json()) as { jwks_uri: string };
  return createRemoteJWKSet(new URL(jwks_uri));
}

export const ROLE_HEADER = 'x-current-role';

export default fp(async function authentication(app: FastifyInstance, opts: AuthOptions) {
  const { config, db } = opts;
  const principals = principalCache(app, db);
  const verified = new VerifiedTokens();
  let keys: JWTVerifyGetKey | undefined;
  let localSet: object | undefined;
  const getKeys = async (): Promise<JWTVerifyGetKey> => {
    if (opts.localJwks) {
      // The provider hands out a new object when it rotates keys; import only then, not per request.
      const set = await opts.localJwks();
      if (set !== localSet || !keys) {
        localSet = set;
        keys = createLocalJWKSet(set as Parameters<typeof createLocalJWKSet>[0]);
        verified.clear(); // a token of a withdrawn key must be checked again
      }
      return keys;
    }
    // remote keys: jose refetches them on an unknown key id; a cached token lives until its expiry
    keys ??= await remoteKeys(config);
    return keys;
  };

  // An unreachable provider is not the caller's fault: 503, so the app does not sign the user out.
  const unavailable = (err: unknown) => {
    app.log.warn({ err }, 'identity provider keys unavailable');
    return new ApiError(503, 'idp_unavailable', 'The identity provider cannot be reached; try again shortly');
  };

  async function verify(token: string) {
    let keySet: JWTVerifyGetKey;
    try {
      keySet = await getKeys();
    } catch (err) {
      throw unavailable(err);
    }
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, keySet, {
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
        algorithms: config.oidc.algorithms,
      });
      if (typeof payload.sub !== 'string') throw unauthorized('Token has no subject', 'invalid_token');
      verified.set(token, payload);
      return payload;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired', 'token_expired');
      if (err instanceof joseErrors.JWKSTimeout || (err instanceof TypeError && /fetch/i.test(err.message)))
        throw unavailable(err);
      throw unauthorized('Invalid access token', 'invalid_token');
    }
  }

  app.decorateRequest('principal', undefined);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const access = req.routeOptions.config?.access;
    if (access === 'public' || !req.routeOptions.url) return;
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized('Bearer token required', 'missing_token');
    const payload = await verify(token);
    const role = req.headers[ROLE_HEADER];
    const load = () => principals.load(payload.sub!, typeof role === 'string' ? role : undefined);
    if (await revocationsFor(db).isTokenRevoked(payload)) {
      // a disabled account is told so (403 account_disabled, from the loader) rather than only that its session ended
      await load();
      throw unauthorized('This session has ended', 'session_ended');
    }
    const principal = await load();
    if (!principal) throw forbidden('No account in this platform for this identity', 'no_app_user');
    req.principal = principal;
  });
});
