// Signing out: the logout page asks unless the id_token_hint is a valid one of the browser's own
// session, and the session's access tokens are refused from then on, before they expire.
import { describe, expect, it } from 'vitest';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { sql } from 'kysely';
import { useTestApp } from '../helpers/test-app.ts';
import { browse, CookieJar, endpoints, loginAs, refreshWith, tokenRequest } from '../helpers/oidc-login.ts';
import { createRevocations, REFRESH_MS } from '../../server/auth/revocations.ts';

const t = useTestApp();

describe('session id in tokens', () => {
  it('puts the provider session id (sid) in ID and access tokens, also after a refresh', async () => {
    const tokens = await loginAs(t.app, 'teacher@demo-academy.test');
    const sid = decodeJwt(tokens.id_token).sid;
    expect(typeof sid).toBe('string');
    expect(decodeJwt(tokens.access_token).sid).toBe(sid);
    const refreshed = await refreshWith(t.app, tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token).sid).toBe(sid);
    expect(decodeJwt(refreshed.id_token).sid).toBe(sid);
    const other = await loginAs(t.app, 'teacher@demo-academy.test');
    expect(decodeJwt(other.access_token).sid).not.toBe(sid);
  });
});

const hiddenInputs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];

function logoutUrl(idTokenHint: string) {
  const e = endpoints(t.app);
  return `${e.logout}?${new URLSearchParams({
    id_token_hint: idTokenHint,
    post_logout_redirect_uri: 'http://localhost:3999/',
  })}`;
}

/** A browser's end-session visit; answers whether it was asked and whether its session survived. */
async function visitLogout(jar: CookieJar, refreshToken: string, idTokenHint: string) {
  const page = await browse(t.app, jar, logoutUrl(idTokenHint));
  expect(page.statusCode).toBe(200);
  const asked = /Do you want to sign out\?/.test(page.body);
  if (!asked) {
    // the page submits itself (as a browser runs its script)
    await browse(t.app, jar, formAction(page.body)!, { method: 'POST', form: hiddenInputs(page.body) });
  }
  const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
  return { page, asked, signedIn: refresh.statusCode === 200, refreshed: refresh };
}

async function signIdToken(claims: Record<string, unknown>) {
  const rows = await sql<{ jwk: JWK }>`SELECT jwk FROM platform.signing_keys ORDER BY created_at DESC LIMIT 1`.execute(
    t.app.database.db,
  );
  const jwk = rows.rows[0].jwk;
  return new SignJWT({ iss: t.config.oidc.issuer, aud: t.config.oidc.clientId, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .sign(await importJWK(jwk, 'RS256'));
}

describe('end-session asks unless the id_token_hint belongs to this session (logout CSRF)', () => {
  it("asks when the hint is another user's valid ID token, and the session survives unless confirmed", async () => {
    const jar = new CookieJar();
    const mine = await loginAs(t.app, 'student@demo-academy.test', 'Welcome-2026', jar);
    const someoneElse = await loginAs(t.app, 'admin@riverside.test');
    const r = await visitLogout(jar, mine.refresh_token, someoneElse.id_token);
    expect(r.asked).toBe(true);
    expect(r.signedIn).toBe(true);
    // "No" is a plain link back to the app: nothing is submitted
    expect(r.page.body).toMatch(/<a href="http:\/\/localhost:3999\/">No, stay signed in<\/a>/);
    expect(r.page.body).not.toMatch(/<button[^>]*class="secondary"/);
  });

  it('asks when the hint is an expired ID token of this very session', async () => {
    const jar = new CookieJar();
    const mine = await loginAs(t.app, 'teacher@demo-academy.test', 'Welcome-2026', jar);
    const claims = decodeJwt(mine.id_token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await signIdToken({ sub: claims.sub, sid: claims.sid, iat: now - 7200, exp: now - 3600 });
    const r = await visitLogout(jar, mine.refresh_token, expired);
    expect(r.asked).toBe(true);
    expect(r.signedIn).toBe(true);
  });

  it("asks when the hint is the same user's token from an earlier session", async () => {
    const earlier = await loginAs(t.app, 'multi@demo-academy.test');
    const jar = new CookieJar();
    const mine = await loginAs(t.app, 'multi@demo-academy.test', 'Welcome-2026', jar);
    const r = await visitLogout(jar, mine.refresh_token, earlier.id_token);
    expect(r.asked).toBe(true);
    expect(r.signedIn).toBe(true);
  });

  it('signs out without asking for an unexpired ID token of this session (also a refreshed one)', async () => {
    const jar = new CookieJar();
    const mine = await loginAs(t.app, 'homeschool@ei.test', 'Welcome-2026', jar);
    const refreshed = await refreshWith(t.app, mine.refresh_token);
    const r = await visitLogout(jar, refreshed.refresh_token, refreshed.id_token);
    expect(r.asked).toBe(false);
    expect(r.signedIn).toBe(false);
  });
});

describe('signing out revokes the access tokens of the session', () => {
  const me = (token: string) => t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const userinfo = (token: string) =>
    t.app.inject({
      url: '/realms/lms/protocol/openid-connect/userinfo',
      headers: { host: 'localhost:3999', authorization: `Bearer ${token}` },
    });

  it("refuses the signed-out session's access tokens at once, here and (within a second) on other servers", async () => {
    const jar = new CookieJar();
    const mine = await loginAs(t.app, 'indteacher@ei.test', 'Welcome-2026', jar);
    const refreshed = await refreshWith(t.app, mine.refresh_token);
    const other = await loginAs(t.app, 'indteacher@ei.test'); // the same person in another browser
    // another server's view of the list, read before the sign-out
    const elsewhere = createRevocations(t.app.database.db);
    const sid = decodeJwt(mine.access_token).sid;
    expect(await elsewhere.isRevoked(sid)).toBe(false);
    expect((await me(mine.access_token)).statusCode).toBe(200);

    const r = await visitLogout(jar, refreshed.refresh_token, refreshed.id_token);
    expect(r.signedIn).toBe(false);

    for (const token of [mine.access_token, refreshed.access_token]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'session_ended', message: expect.any(String) });
      expect((await userinfo(token)).statusCode).toBe(401);
    }
    // the other browser's session is untouched
    expect((await me(other.access_token)).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, REFRESH_MS + 50));
    expect(await elsewhere.isRevoked(sid)).toBe(true);
    const row = await sql<{ left: number }>`
      SELECT extract(epoch FROM expires_at - now())::int AS left FROM platform.revoked_sessions WHERE sid = ${sid}`.execute(
      t.app.database.db,
    );
    // kept as long as a token of the session can live, not forever
    expect(row.rows[0].left).toBeGreaterThanOrEqual(t.config.oidc.accessTokenTtl - 5);
    expect(row.rows[0].left).toBeLessThanOrEqual(t.config.oidc.accessTokenTtl + 120);
  });
});

describe('the revocation list is read again before it is due', () => {
  it('answers from the list it has while reading it again past half its age, and waits only once it is due', async () => {
    const refreshMs = 3000;
    const list = createRevocations(t.app.database.db, refreshMs);
    const sid = `early-${Date.now()}`;
    expect(await list.isRevoked(sid)).toBe(false); // the first read
    // recorded by another server after this one read the list
    await sql`INSERT INTO platform.revoked_sessions (sid, expires_at) VALUES (${sid}, now() + interval '5 minutes')`.execute(
      t.app.database.db,
    );
    await new Promise((resolve) => setTimeout(resolve, refreshMs / 2 + 100));
    const asked = Date.now();
    // not waited for: the answer comes from the list read before the row existed ...
    expect(await list.isRevoked(sid)).toBe(false);
    expect(Date.now() - asked).toBeLessThan(refreshMs / 2 - 100);
    // ... and the read it started brings the row before the list is due
    await expect.poll(() => list.isRevoked(sid), { timeout: refreshMs / 2 - 200 }).toBe(true);
  });
});
