// What the LTI tests share: the loopback platform (tests/helpers/lti-platform.ts) registered for Demo
// Academy by its administrator, our app listening on a real port, and the browser's side of a launch
// over real HTTP: login initiation → the platform's form_post page → our launch → the one-time link →
// the app's own sign-in (authorization code + PKCE through the embedded provider), which the ticket
// cookie completes without a password.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { CookieJar, endpoints, pkcePair, startAuthorization, tokenRequest } from '../helpers/oidc-login.ts';
import { formPost, startLtiPlatform, type LtiPlatform } from '../helpers/lti-platform.ts';
import { rowCount } from '../helpers/db-rows.ts';

export const ADMIN = 'admin@demo-academy.test';

export interface LtiTest {
  t: ApiTest;
  platform: LtiPlatform;
  /** our server's real address */
  base: string;
  registration: { id: number };
}

export function useLtiTest(env: Record<string, string> = {}): LtiTest {
  const ctx = {} as LtiTest;
  beforeAll(async () => {
    ctx.platform = await startLtiPlatform();
    ctx.t = await createApiTest({ OUTBOUND_ALLOW_HOSTS: ctx.platform.host, ...env });
    await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.base = `http://127.0.0.1:${(ctx.t.app.server.address() as AddressInfo).port}`;
    const r = await ctx.t.call(ADMIN, 'POST', '/api/lti/platforms', {
      name: 'Canvas',
      issuer: ctx.platform.issuer,
      client_id: ctx.platform.clientId,
      deployment_ids: [ctx.platform.deploymentId],
      jwks_url: ctx.platform.jwksUrl,
      auth_url: ctx.platform.authUrl,
      token_url: ctx.platform.tokenUrl,
    });
    if (r.status !== 201) throw new Error(`registration failed: ${JSON.stringify(r.body)}`);
    ctx.registration = r.body.data;
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.platform?.close();
  });
  return ctx;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Login initiation as the platform sends it (a form POST); answers our response. */
export async function initiate(c: LtiTest, loginHint: string, extra: Record<string, string> = {}) {
  return fetch(
    `${c.base}/lti/login`,
    form({
      iss: c.platform.issuer,
      login_hint: loginHint,
      target_link_uri: c.t.config.publicUrl + '/lti/launch',
      client_id: c.platform.clientId,
      lti_deployment_id: c.platform.deploymentId,
      ...extra,
    }),
  );
}

/** Login initiation and the platform's answer: the form the browser would post to our launch. */
export async function platformForm(c: LtiTest, loginHint: string) {
  const login = await initiate(c, loginHint);
  if (login.status !== 302) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const auth = await fetch(login.headers.get('location')!);
  return formPost(await auth.text());
}

/** Posts the form to our launch URL (over our real address). */
export const postLaunch = (c: LtiTest, fields: Record<string, string>) => fetch(`${c.base}/lti/launch`, form(fields));

/** The hand-over page's link, followed: answers the redirect with its ticket cookie. */
export async function follow(c: LtiTest, launchHtml: string) {
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(launchHtml)?.[1]?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`no continue link in ${launchHtml.slice(0, 300)}`);
  const path = new URL(href).pathname + new URL(href).search;
  return fetch(`${c.base}${path}`, { redirect: 'manual' });
}

/** The app's own sign-in with the cookies of `cont`: answers the token set (or throws). */
export async function appSignIn(c: LtiTest, cont: Response) {
  const jar = new CookieJar();
  const cookie = cont.headers.getSetCookie().map((s) => s.split(';')[0]);
  jar.store({ headers: { 'set-cookie': cookie } } as never);
  const { verifier, challenge } = pkcePair();
  const done = await startAuthorization(c.t.app, jar, { code_challenge: challenge, code_challenge_method: 'S256' });
  if (!(done instanceof URL)) throw new Error(`sign-in showed a page (${done.statusCode})`);
  const res = await tokenRequest(c.t.app, {
    grant_type: 'authorization_code',
    code: done.searchParams.get('code')!,
    redirect_uri: endpoints(c.t.app).redirectUri,
    code_verifier: verifier,
  });
  return res.json() as { access_token: string };
}

/** The rows a launch may create, to check that a refusal created none. */
export const created = async (t: ApiTest) => ({
  identities: await rowCount(t.app.database.db, 'platform.identities'),
  users: await rowCount(t.app.database.db, 'platform.app_users'),
  links: await rowCount(t.app.database.db, 'platform.lti_user_links'),
  tickets: await rowCount(t.app.database.db, 'platform.sign_in_tickets'),
});

/** The refusal code a launch page names. */
export const refusalCode = (html: string) => /data-code="([^"]+)"/.exec(html)?.[1];
