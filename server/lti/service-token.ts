// The tool's calls to a platform's LTI Advantage services (grades, rosters): an access token from the
// platform's token URL by the client-credentials grant with a JWT bearer assertion signed with the
// tool key (LTI Security Framework), and the calls themselves. Every URL is one a school entered or a
// launch named, so each call passes the outbound guard; a refusal or an unreachable platform is 502
// lti_upstream.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { guardedFetch } from '../outbound/guard.ts';
import { ApiError } from '../errors.ts';
import { signingKey } from './keys.ts';
import type { Platform } from './registrations.ts';

export const upstream = (message: string) => new ApiError(502, 'lti_upstream', message);

/** One call to the platform through the outbound guard (15 s); unreachable is 502. */
export async function serviceCall(config: Config, url: string, init: RequestInit) {
  try {
    return await guardedFetch(config.outbound.allowHosts)(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    throw upstream(`The platform could not be reached: ${(e as Error).message}`);
  }
}

/** An access token for `scopes` from the platform's token URL. */
export async function platformToken(db: Db, config: Config, platform: Platform, scopes: string[]): Promise<string> {
  const { kid, key } = await signingKey(db);
  const assertion = await new SignJWT({ jti: randomBytes(16).toString('base64url') })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.client_id)
    .setSubject(platform.client_id)
    .setAudience(platform.token_url)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
  const res = await serviceCall(config, platform.token_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope: scopes.join(' '),
    }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
  if (!res.ok || typeof body.access_token !== 'string')
    throw upstream(`The platform refused the token request (${res.status} ${String(body.error ?? '')})`.trim());
  return body.access_token;
}
