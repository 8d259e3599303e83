// What the school sign-in tests share: a second OpenID Connect provider on loopback
// (tests/helpers/upstream-idp.ts) connected to Demo Academy by its administrator through the API, and
// the browser's side of a sign-in: our authorization request (code + PKCE) → our login page → "Sign in
// with your school account" → the school address → the school's button → the upstream's login form
// (real HTTP) → its redirect to our callback → our login page finishing the interaction → our code.
import { afterAll, beforeAll } from 'vitest';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import {
  browse,
  CookieJar,
  endpoints,
  follow,
  pkcePair,
  startAuthorization,
  tokenRequest,
} from '../helpers/oidc-login.ts';
import { startUpstreamIdp, type UpstreamIdp } from '../helpers/upstream-idp.ts';
import { rowCount } from '../helpers/db-rows.ts';

export const ADMIN = 'admin@demo-academy.test';

export interface UpstreamTest {
  t: ApiTest;
  idp: UpstreamIdp;
  provider: { id: number; version: number };
  redirectUri: string;
}

export function useUpstreamTest(): UpstreamTest {
  const c = {} as UpstreamTest;
  beforeAll(async () => {
    c.idp = await startUpstreamIdp();
    c.t = await createApiTest({ OUTBOUND_ALLOW_HOSTS: c.idp.host });
    const r = await c.t.call(ADMIN, 'POST', '/api/identity-providers', {
      label: 'Sign in with Google',
      issuer: c.idp.issuer,
      client_id: c.idp.clientId,
      client_secret: c.idp.clientSecret,
      allowed_domains: ['demo-academy.test'],
      create_role: 'student',
    });
    if (r.status !== 201) throw new Error(`connecting failed: ${JSON.stringify(r.body)}`);
    c.provider = r.body.data;
    c.redirectUri = r.body.urls.redirect_uri;
    c.idp.init(c.redirectUri);
  });
  afterAll(async () => {
    await c.t?.close();
    await c.idp?.close();
  });
  return c;
}

const href = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** A browser on the upstream's host: one request, cookies kept, redirects not followed. */
async function upstream(jar: CookieJar, url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie: jar.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  jar.store({ headers: { 'set-cookie': res.headers.getSetCookie() } } as never);
  return res;
}

export interface Run {
  jar: CookieJar;
  verifier: string;
  /** where the upstream sends the browser back: our redirect URI with code and state */
  callback: URL;
}

/** From our authorization request to the upstream's redirect back to us, signing in there as `sub`. */
export async function signInUpstream(c: UpstreamTest, email: string, sub: string): Promise<Run> {
  const app = c.t.app;
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const login = await startAuthorization(app, jar, { code_challenge: challenge, code_challenge_method: 'S256' });
  if (login instanceof URL) throw new Error(`no login page: ${login.href}`);
  const school = href(login.body, /<a href="([^"]+)">Sign in with your school account</);
  if (!school) throw new Error('the login page offers no school sign-in');
  const form = await browse(app, jar, school);
  const action = href(form.body, /<form[^>]*action="([^"]+)"/)!;
  const choice = await browse(app, jar, action, { method: 'POST', form: { email } });
  const button = href(choice.body, /<a class="button" href="([^"]+)"/);
  if (!button) throw new Error(`no school button (${choice.statusCode}): ${choice.body.slice(0, 300)}`);
  const start = await browse(app, jar, button);
  if (start.statusCode !== 303) throw new Error(`start answered ${start.statusCode}: ${start.body.slice(0, 300)}`);
  const upJar = new CookieJar();
  let res = await upstream(upJar, start.headers.location as string);
  for (let hops = 0; hops < 10; hops++) {
    const next = new URL(res.headers.get('location') ?? '', c.idp.issuer);
    if (res.status < 300 || res.status >= 400) throw new Error(`upstream answered ${res.status}: ${await res.text()}`);
    if (next.origin !== c.idp.issuer) return { jar, verifier, callback: next };
    const interaction = /^\/interaction\/[^/]+$/.test(next.pathname);
    res = await upstream(
      upJar,
      interaction ? `${next.href}/login` : next.href,
      interaction ? { login: sub } : undefined,
    );
  }
  throw new Error('too many redirects at the upstream');
}

/** Our callback, called by the browser (`url` defaults to the upstream's own redirect). */
export const callBack = (c: UpstreamTest, run: Run, url: URL | string = run.callback) =>
  browse(c.t.app, run.jar, url.toString());

/** Follows our callback's answer to the app's redirect and redeems the code: our token set. */
export async function finish(c: UpstreamTest, run: Run, res: Awaited<ReturnType<typeof callBack>>) {
  const done = await follow(c.t.app, run.jar, res);
  if (!(done instanceof URL))
    throw new Error(`sign-in ended on a page (${done.statusCode}): ${done.body.slice(0, 300)}`);
  const token = await tokenRequest(c.t.app, {
    grant_type: 'authorization_code',
    code: done.searchParams.get('code')!,
    redirect_uri: endpoints(c.t.app).redirectUri,
    code_verifier: run.verifier,
  });
  return token.json() as { access_token: string };
}

export async function me(c: UpstreamTest, token: string) {
  const r = await c.t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  return r.json() as { email: string; roles: string[]; schema: string; userId: string };
}

/** The rows a sign-in may create, to check that a refusal created none. */
export const created = async (t: ApiTest) => ({
  identities: await rowCount(t.app.database.db, 'platform.identities'),
  users: await rowCount(t.app.database.db, 'platform.app_users'),
  tickets: await rowCount(t.app.database.db, 'platform.sign_in_tickets'),
});

/** The refusal code a page names. */
export const refusalCode = (html: string) => /data-code="([^"]+)"/.exec(html)?.[1];
