// The relying-party side of OpenID Connect (Core 1.0, authorization code flow) against a school's
// provider, with jose and fetch: discovery (its issuer must be the configured one exactly), the
// authorization URL (state, nonce, PKCE S256), the code redeemed with the client secret, and the
// id_token verified with the provider's published keys (issuer, audience and azp, times, nonce).
// Every failure is an UpstreamRefusal: a page with a 4xx (or 502) status naming its code.
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import type { ErrorCode } from '../error-codes.ts';
import type { UpstreamProvider } from './upstream-providers.ts';

export class UpstreamRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 502,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'];
const TIMEOUT_MS = 10_000;
const CACHE_MS = 10 * 60_000;
const discoveries = new Map<string, { at: number; doc: Discovery }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const unavailable = (why: string) =>
  new UpstreamRefusal(502, 'upstream_unavailable', `The school's sign-in service could not be used (${why})`);
const isUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/\S+$/.test(v);

/** The provider's discovery document (cached ten minutes). */
export async function discover(issuer: string, fetcher: typeof fetch): Promise<Discovery> {
  const hit = discoveries.get(issuer);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.doc;
  let doc: Discovery;
  try {
    const res = await fetcher(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (res.status !== 200) throw unavailable(`its discovery document answered ${res.status}`);
    doc = (await res.json()) as Discovery;
  } catch (e) {
    if (e instanceof UpstreamRefusal) throw e;
    throw unavailable((e as Error).message);
  }
  if (doc.issuer !== issuer) throw unavailable('its discovery document names another issuer');
  if (![doc.authorization_endpoint, doc.token_endpoint, doc.jwks_uri].every(isUrl))
    throw unavailable('its discovery document lacks an endpoint');
  discoveries.set(issuer, { at: Date.now(), doc });
  return doc;
}

export interface Started {
  state: string;
  nonce: string;
  challenge: string;
  redirectUri: string;
  loginHint?: string;
}

export function authorizationUrl(d: Discovery, p: UpstreamProvider, s: Started): string {
  const url = new URL(d.authorization_endpoint);
  const q: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: p.client_id,
    redirect_uri: s.redirectUri,
    scope: 'openid email profile',
    state: s.state,
    nonce: s.nonce,
    code_challenge: s.challenge,
    code_challenge_method: 'S256',
    login_hint: s.loginHint,
  };
  for (const [k, v] of Object.entries(q)) if (v) url.searchParams.set(k, v);
  return url.href;
}

/** Redeems the code at the token endpoint (client secret by HTTP Basic unless only POST is offered). */
export async function redeemCode(
  d: Discovery,
  p: UpstreamProvider,
  secret: string,
  form: { code: string; code_verifier: string; redirect_uri: string },
  fetcher: typeof fetch,
): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', ...form });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  const methods = d.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_basic')) {
    const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${enc(p.client_id)}:${enc(secret)}`).toString('base64')}`;
  } else {
    body.set('client_id', p.client_id);
    body.set('client_secret', secret);
  }
  let res: Response;
  try {
    res = await fetcher(d.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    throw unavailable((e as Error).message);
  }
  const answer = (await res.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (res.status !== 200 || typeof answer.id_token !== 'string')
    throw new UpstreamRefusal(
      400,
      'upstream_code',
      `The school's sign-in service refused the sign-in (${String(answer.error ?? res.status)}); please try again`,
    );
  return answer.id_token;
}

function keySet(url: string, fetcher: typeof fetch) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: TIMEOUT_MS, [customFetch]: fetcher });
    keySets.set(url, set);
  }
  return set;
}

export type UpstreamClaims = JWTPayload & { email?: unknown; email_verified?: unknown } & Record<string, unknown>;

export async function verifyIdToken(
  idToken: string,
  d: Discovery,
  p: UpstreamProvider,
  nonce: string,
  fetcher: typeof fetch,
): Promise<UpstreamClaims> {
  let claims: UpstreamClaims;
  try {
    claims = (
      await jwtVerify(idToken, keySet(d.jwks_uri, fetcher), {
        issuer: p.issuer,
        audience: p.client_id,
        algorithms: ALGORITHMS,
        requiredClaims: ['iat', 'exp', 'sub'],
        clockTolerance: 5,
      })
    ).payload as UpstreamClaims;
  } catch (e) {
    const bad = (message: string) => new UpstreamRefusal(401, 'upstream_token_invalid', message);
    if (e instanceof errors.JWTExpired) throw bad('The sign-in token has expired');
    if (e instanceof errors.JWTClaimValidationFailed) throw bad(`The sign-in token's ${e.claim} claim is not valid`);
    if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JWKSNoMatchingKey)
      throw bad("The sign-in token's signature does not verify with the school provider's published keys");
    if (e instanceof errors.JOSEError) throw bad(`The sign-in token does not verify (${e.code})`);
    throw unavailable('its key set could not be read');
  }
  const aud = claims.aud;
  if ((Array.isArray(aud) && aud.length > 1 && claims.azp === undefined) || (claims.azp ?? p.client_id) !== p.client_id)
    throw new UpstreamRefusal(401, 'upstream_token_invalid', "The sign-in token's azp claim is not this service");
  if (claims.nonce !== nonce)
    throw new UpstreamRefusal(400, 'upstream_nonce', 'The sign-in token was not issued for this sign-in (nonce)');
  return claims;
}
