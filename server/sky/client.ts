// Blackbaud SKY API over plain HTTP (docs/sky-api.md): the OAuth 2 authorization-code exchange with
// PKCE and the refresh (form-encoded POSTs to the token endpoint), and authenticated GETs against the
// API with the bearer token and the Bb-Api-Subscription-Key header. The endpoints come from the
// environment (SKY_*), trusted as configured like STRIPE_API_BASE (CONTRACTS.md section 12).
import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../errors.ts';

export interface SkyTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  environment_name?: string;
}

export const upstream = (message: string) => new ApiError(502, 'sky_upstream', message);

/** A PKCE pair: the verifier kept by the server, the S256 challenge sent in the authorize URL. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    throw upstream(`The SKY API could not be reached: ${(e as Error).message}`);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  if (!res.ok) {
    const b = body as { error_description?: string; error?: string; message?: string };
    throw upstream(`The SKY API answered ${res.status}: ${b.error_description ?? b.message ?? b.error ?? 'no reason'}`);
  }
  return body;
}

function asTokens(body: unknown): SkyTokens {
  const b = body as Partial<SkyTokens>;
  if (typeof b.access_token !== 'string' || typeof b.refresh_token !== 'string')
    throw upstream('The SKY API token answer has no access or refresh token');
  return { ...b, expires_in: Number(b.expires_in) || 3600 } as SkyTokens;
}

export interface SkyClientConfig {
  tokenUrl: string;
  apiBase: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
}

export function skyClient(c: SkyClientConfig) {
  const token = (form: Record<string, string>) =>
    call(c.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: c.clientId, client_secret: c.clientSecret }).toString(),
    }).then(asTokens);
  return {
    exchange: (code: string, verifier: string, redirectUri: string) =>
      token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri }),
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    get: (accessToken: string, path: string) =>
      call(`${c.apiBase}${path}`, {
        headers: {
          authorization: `Bearer ${accessToken}`,
          'bb-api-subscription-key': c.subscriptionKey,
          accept: 'application/json',
        },
      }),
  };
}
