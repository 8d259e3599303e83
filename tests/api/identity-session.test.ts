import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { browse, CookieJar, endpoints, loginAs, refreshWith, tokenRequest } from '../helpers/oidc-login.ts';
import { startApp } from '../../server/start.ts';

let t: TestApp;
beforeAll(async () => {
  // a second app origin (as `npm run dev` allows the Vite dev server), for CORS and post-logout URIs
  t = await createTestApp({ OIDC_REDIRECT_ORIGINS: 'http://localhost:5173' });
});
afterAll(async () => {
  await t?.close();
});

const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];

describe('refresh tokens', () => {
  it('refreshes and rotates: the old refresh token is refused afterwards', async () => {
    const first = await loginAs(t.app, 'teacher@demo-academy.test');
    const second = await refreshWith(t.app, first.refresh_token);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).sub).toBe(decodeJwt(first.access_token).sub);
    const reuse = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
  });

  it('stops refreshing for an identity that has been disabled', async () => {
    const tokens = await loginAs(t.app, 'indteacher@ei.test');
    await sql`UPDATE platform.identities SET disabled = true WHERE email = 'indteacher@ei.test'`.execute(
      t.app.database.db,
    );
    try {
      const res = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_grant');
    } finally {
      await sql`UPDATE platform.identities SET disabled = false WHERE email = 'indteacher@ei.test'`.execute(
        t.app.database.db,
      );
    }
  });

  it('answers CORS for the app origins at the token endpoint', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/realms/lms/protocol/openid-connect/token',
      headers: { host: 'localhost:3999', origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const tokens = await loginAs(t.app, 'teacher@demo-academy.test');
    const other = await t.app.inject({
      method: 'POST',
      url: '/realms/lms/protocol/openid-connect/token',
      headers: {
        host: 'localhost:3999',
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        client_id: 'lms-web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }).toString(),
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('RP-initiated logout', () => {
  it('ends the provider session without asking when the id_token_hint is valid', async () => {
    const jar = new CookieJar();
    const tokens = await loginAs(t.app, 'multi@demo-academy.test', 'Welcome-2026', jar);
    const e = endpoints(t.app);
    const q = new URLSearchParams({
      id_token_hint: tokens.id_token,
      client_id: e.clientId,
      post_logout_redirect_uri: 'http://localhost:3999/',
      state: 'abc',
    });
    const page = await browse(t.app, jar, `${e.logout}?${q}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toMatch(/Do you want to sign out/);
    const inputs = hiddenInputs(page.body);
    expect(inputs.logout).toBe('yes');
    // the page submits itself; a browser without scripts gets a button
    const done = await browse(t.app, jar, formAction(page.body)!, { method: 'POST', form: inputs });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3999/?state=abc');

    const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('accepts the logout as a POST form too', async () => {
    const jar = new CookieJar();
    const tokens = await loginAs(t.app, 'admin@demo-academy.test', 'Welcome-2026', jar);
    const e = endpoints(t.app);
    const page = await browse(t.app, jar, e.logout, {
      method: 'POST',
      form: {
        id_token_hint: tokens.id_token,
        client_id: e.clientId,
        post_logout_redirect_uri: 'http://localhost:5173/',
      },
    });
    expect(page.statusCode).toBe(200);
    const done = await browse(t.app, jar, formAction(page.body)!, { method: 'POST', form: hiddenInputs(page.body) });
    expect(done.headers.location).toBe('http://localhost:5173/');
  });

  it('asks for confirmation without an id_token_hint, and refuses unregistered post-logout URIs', async () => {
    const jar = new CookieJar();
    await loginAs(t.app, 'admin@demo-academy.test', 'Welcome-2026', jar);
    const e = endpoints(t.app);
    const page = await browse(t.app, jar, e.logout);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Do you want to sign out\?/);
    expect(page.body).toMatch(/<button type="submit" form="op.logoutForm" name="logout" value="yes"/);

    const bad = await browse(
      t.app,
      jar,
      `${e.logout}?client_id=${e.clientId}&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.location).toBeUndefined();
  });
});

describe('userinfo and account with the bearer token', () => {
  it('answers the profile for a valid access token', async () => {
    const tokens = await loginAs(t.app, 'teacher@demo-academy.test');
    const auth = { host: 'localhost:3999', authorization: `Bearer ${tokens.access_token}` };
    const info = await t.app.inject({ url: '/realms/lms/protocol/openid-connect/userinfo', headers: auth });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ sub: decodeJwt(tokens.access_token).sub, email: 'teacher@demo-academy.test' });
    const account = await t.app.inject({ url: '/realms/lms/account', headers: auth });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      id: decodeJwt(tokens.access_token).sub,
      username: 'teacher@demo-academy.test',
      email: 'teacher@demo-academy.test',
    });
    expect(typeof account.json().firstName).toBe('string');
  });

  it('refuses a missing or bad token with 401', async () => {
    const none = await t.app.inject({ url: '/realms/lms/account', headers: { host: 'localhost:3999' } });
    expect(none.statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/realms/lms/protocol/openid-connect/userinfo',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toMatch(/invalid_token/);
  });
});

// Last: it closes the test app and starts a second one on the same database.
describe('persistence', () => {
  it('keeps sessions and refresh tokens across a restart (they live in the database)', async () => {
    const tokens = await loginAs(t.app, 'admin@riverside.test');
    await t.app.close();
    const again = await startApp(t.config, { logger: false });
    try {
      const refreshed = await refreshWith(again, tokens.refresh_token);
      expect(decodeJwt(refreshed.access_token).email).toBe('admin@riverside.test');
    } finally {
      await again.close();
    }
  });
});
