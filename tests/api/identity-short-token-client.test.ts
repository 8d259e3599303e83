// OIDC_SHORT_TOKEN_CLIENT_TTL: the browser tests' expiry test signs the app in through a second client
// of the embedded provider whose access tokens live seconds, on the same server as every other test.
// Its tokens carry that lifetime and the API refuses them once expired; the app's own client keeps
// OIDC_ACCESS_TOKEN_TTL; the setting is off by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  CookieJar,
  endpoints,
  loginAs,
  pkcePair,
  startAuthorization,
  submitLogin,
  tokenRequest,
} from '../helpers/oidc-login.ts';
import { shortTokenClientId } from '../../server/identity/provider.ts';
import { loadConfig } from '../../server/config.ts';

const TTL = 3;
const EMAIL = 'teacher@demo-academy.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OIDC_SHORT_TOKEN_CLIENT_TTL: String(TTL) });
});
afterAll(async () => {
  await t?.close();
});

/** Signs in through the short-token client; its access token. */
async function shortToken(app: TestApp['app']) {
  const client_id = shortTokenClientId(app.config);
  const jar = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const page = await startAuthorization(app, jar, {
    client_id,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  if (page instanceof URL) throw new Error(`no login page: ${page.href}`);
  const callback = await submitLogin(app, jar, page, EMAIL, 'Welcome-2026');
  if (!(callback instanceof URL)) throw new Error(`sign-in failed (${callback.statusCode})`);
  const res = await tokenRequest(app, {
    client_id,
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code')!,
    redirect_uri: endpoints(app).redirectUri,
    code_verifier: verifier,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

const lifetime = (token: string) => {
  const { exp, iat } = decodeJwt(token);
  return exp! - iat!;
};
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

describe('the short-token client', () => {
  it('issues access tokens that live OIDC_SHORT_TOKEN_CLIENT_TTL seconds, refused once expired', async () => {
    const token = await shortToken(t.app);
    expect(lifetime(token)).toBe(TTL);
    expect((await me(token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, (TTL + 1) * 1000));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("leaves the app's own client at OIDC_ACCESS_TOKEN_TTL", async () => {
    const { access_token } = await loginAs(t.app, EMAIL);
    expect(lifetime(access_token)).toBe(t.app.config.oidc.accessTokenTtl);
  });

  it('is not configured without the setting', () => {
    expect(loadConfig({}).oidc.shortTokenClientTtl).toBeUndefined();
  });
});
