// Signs in through the embedded provider exactly as a browser would (authorization code + PKCE
// S256, our login form, cookies carried across the redirects), all through app.inject.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type?: string;
  scope?: string;
}

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/** A browser's cookie store for one host (paths ignored: every cookie is sent everywhere). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Injected) {
    const raw = res.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()) ||
        attrs.some((a) => /^\s*max-age=(0|-)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(64).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export function endpoints(app: FastifyInstance) {
  const { issuer, clientId } = app.config.oidc;
  const base = `${issuer}/protocol/openid-connect`;
  return {
    issuer,
    clientId,
    host: new URL(issuer).host,
    auth: `${base}/auth`,
    token: `${base}/token`,
    logout: `${base}/logout`,
    redirectUri: `${app.config.publicUrl}/auth/callback`,
  };
}

/** A browser talking to the app: follows one request, carrying the jar's cookies. */
export async function browse(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  init: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const u = new URL(url, 'http://placeholder');
  const res = await app.inject({
    method: init.method ?? 'GET',
    url: u.pathname + u.search,
    headers: {
      host: endpoints(app).host,
      cookie: jar.header(),
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...init.headers,
    },
    payload: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  jar.store(res);
  return res;
}

/** Follows redirects on the provider's host until one leaves it (or a page is shown). */
export async function follow(app: FastifyInstance, jar: CookieJar, res: Injected): Promise<Injected | URL> {
  const host = endpoints(app).host;
  for (let hops = 0; hops < 10; hops++) {
    if (res.statusCode < 300 || res.statusCode >= 400) return res;
    const next = new URL(res.headers.location as string, `http://${host}`);
    if (!next.pathname.startsWith('/realms/')) return next;
    res = await browse(app, jar, next.href);
  }
  throw new Error('too many redirects');
}

export interface AuthorizeParams {
  [k: string]: string | undefined;
}

/** Starts an authorization request; returns the login page (or an error redirect / page). */
export async function startAuthorization(app: FastifyInstance, jar: CookieJar, params: AuthorizeParams) {
  const e = endpoints(app);
  const q = new URLSearchParams();
  const all: AuthorizeParams = {
    client_id: e.clientId,
    redirect_uri: e.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) q.set(k, v);
  return follow(app, jar, await browse(app, jar, `${e.auth}?${q}`));
}

/** Submits the login form shown by `page`; returns the callback URL or the re-rendered page. */
export async function submitLogin(
  app: FastifyInstance,
  jar: CookieJar,
  page: Injected,
  login: string,
  password: string,
  /** e.g. x-forwarded-for, to sign in from another client address */
  headers?: Record<string, string>,
) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no login form in page (${page.statusCode}): ${page.body.slice(0, 200)}`);
  return follow(app, jar, await browse(app, jar, action, { method: 'POST', form: { login, password }, headers }));
}

export async function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  const e = endpoints(app);
  return app.inject({
    method: 'POST',
    url: new URL(e.token).pathname,
    headers: { host: e.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: e.clientId, ...form }).toString(),
  });
}

/** The error message shown on a login page, if any. */
export const pageError = (body: string) => /role="alert"[^>]*>([^<]*)</.exec(body)?.[1];

/** Full sign-in; `jar` (optional) keeps the provider session cookies for a later logout. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = 'Welcome-2026',
  jar = new CookieJar(),
): Promise<TokenSet> {
  const { verifier, challenge } = pkcePair();
  const page = await startAuthorization(app, jar, { code_challenge: challenge, code_challenge_method: 'S256' });
  if (page instanceof URL) throw new Error(`authorization did not show the login page: ${page.href}`);
  const callback = await submitLogin(app, jar, page, email, password);
  if (!(callback instanceof URL))
    throw new Error(
      `sign-in failed (${callback.statusCode}): ${pageError(callback.body) ?? callback.body.slice(0, 200)}`,
    );
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in callback: ${callback.href}`);
  const res = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: endpoints(app).redirectUri,
    code_verifier: verifier,
  });
  if (res.statusCode !== 200) throw new Error(`token request failed (${res.statusCode}): ${res.body}`);
  return res.json() as TokenSet;
}

export async function refreshWith(app: FastifyInstance, refresh_token: string): Promise<TokenSet> {
  const res = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token });
  if (res.statusCode !== 200) throw new Error(`refresh failed (${res.statusCode}): ${res.body}`);
  return res.json() as TokenSet;
}
