import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { CookieJar, loginAs, pageError, pkcePair, startAuthorization, submitLogin } from '../helpers/oidc-login.ts';

const DEMO = [
  'admin@demo-academy.test',
  'teacher@demo-academy.test',
  'student@demo-academy.test',
  'multi@demo-academy.test',
  'operator@ei.test',
  'homeschool@ei.test',
  'indteacher@ei.test',
  'admin@ncsa.test',
  'admin@riverside.test',
  'student@trekai.test',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '600' });
});
afterAll(async () => {
  await t?.close();
});

async function loginPage(params: Record<string, string> = {}) {
  const jar = new CookieJar();
  const page = await startAuthorization(t.app, jar, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  if (page instanceof URL) throw new Error(`expected the login page, got a redirect to ${page.href}`);
  return { jar, page };
}

async function attempt(email: string, password: string) {
  const { jar, page } = await loginPage();
  return submitLogin(t.app, jar, page, email, password);
}

const db = () => t.app.database.db;

describe('sign-in', () => {
  it.each(DEMO)('signs in %s and issues tokens for its sub', async (email) => {
    const tokens = await loginAs(t.app, email);
    const at = decodeJwt(tokens.access_token);
    const id = decodeJwt(tokens.id_token);
    const row = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(
      db(),
    );
    expect(at).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: t.config.oidc.audience,
      email,
      sub: row.rows[0].user_id,
    });
    expect(id).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: t.config.oidc.clientId,
      email,
      sub: row.rows[0].user_id,
    });
    expect(tokens.expires_in).toBeLessThanOrEqual(t.config.oidc.accessTokenTtl);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('shows an accessible login form of our own', async () => {
    const { page } = await loginPage();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toMatch(/<label for="login">/);
    expect(html).toMatch(/<input id="login" name="login" type="email" autocomplete="username"/);
    expect(html).toMatch(/<label for="password">/);
    expect(html).toMatch(/name="password" type="password" autocomplete="current-password"/);
    expect(html).toMatch(/<button type="submit">/);
    expect(html).toContain('#1867C0');
    expect(html).toContain(':focus-visible');
    expect(html).not.toContain('<script');
  });

  it('escapes what it renders back (login_hint)', async () => {
    const { page } = await loginPage({ login_hint: '"><script>alert(1)</script>' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('gives the same message for an unknown account and a wrong password', async () => {
    const unknown = await attempt('nobody@nowhere.test', 'Welcome-2026');
    const wrong = await attempt('teacher@demo-academy.test', 'not-the-password');
    if (unknown instanceof URL || wrong instanceof URL) throw new Error('should not sign in');
    expect(unknown.statusCode).toBe(200);
    expect(wrong.statusCode).toBe(200);
    expect(unknown.body).toContain('name="password"');
    expect(pageError(unknown.body)).toBe('Invalid email or password.');
    expect(pageError(wrong.body)).toBe(pageError(unknown.body));
    // the typed email stays in the form, the password does not
    expect(wrong.body).toContain('value="teacher@demo-academy.test"');
    expect(wrong.body).not.toContain('not-the-password');
    await sql`UPDATE platform.identities SET failed_count = 0 WHERE email = 'teacher@demo-academy.test'`.execute(db());
  });

  it('locks the account after repeated failures, even for the right password, and success resets the count', async () => {
    const email = 'student@demo-academy.test';
    // a success in between resets the counter
    await attempt(email, 'wrong-1');
    await attempt(email, 'wrong-2');
    await loginAs(t.app, email);
    const counted = await sql<{
      failed_count: number;
    }>`SELECT failed_count FROM platform.identities WHERE email = ${email}`.execute(db());
    expect(counted.rows[0].failed_count).toBe(0);

    for (let i = 1; i < 3; i++) {
      const r = await attempt(email, `wrong-${i}`);
      if (r instanceof URL) throw new Error('should not sign in');
      expect(pageError(r.body)).toBe('Invalid email or password.');
    }
    const third = await attempt(email, 'wrong-3');
    if (third instanceof URL) throw new Error('should not sign in');
    expect(pageError(third.body)).toMatch(/locked; try again in 10 minutes/);

    const right = await attempt(email, 'Welcome-2026');
    if (right instanceof URL) throw new Error('a locked account must not sign in');
    expect(pageError(right.body)).toMatch(/locked/);
    const row = await sql<{
      locked: boolean;
    }>`SELECT locked_until > now() AS locked FROM platform.identities WHERE email = ${email}`.execute(db());
    expect(row.rows[0].locked).toBe(true);

    // once the lock has passed, the right password works again
    await sql`UPDATE platform.identities SET locked_until = now() - interval '1 second' WHERE email = ${email}`.execute(
      db(),
    );
    await expect(loginAs(t.app, email)).resolves.toHaveProperty('access_token');
  });

  it('refuses a disabled identity', async () => {
    const email = 'admin@ncsa.test';
    await sql`UPDATE platform.identities SET disabled = true WHERE email = ${email}`.execute(db());
    try {
      const r = await attempt(email, 'Welcome-2026');
      if (r instanceof URL) throw new Error('a disabled identity must not sign in');
      expect(pageError(r.body)).toMatch(/disabled/);
    } finally {
      await sql`UPDATE platform.identities SET disabled = false WHERE email = ${email}`.execute(db());
    }
  });

  it('refuses a form post without the interaction cookie (CSRF)', async () => {
    const { page } = await loginPage();
    const r = await submitLogin(t.app, new CookieJar(), page, 'admin@demo-academy.test', 'Welcome-2026');
    if (r instanceof URL) throw new Error('must not sign in without the interaction cookie');
    expect(r.statusCode).toBe(400);
    expect(r.body).toMatch(/expired/);
  });

  it('stores passwords as scrypt hashes, never the password', async () => {
    const rows = await sql<{ password_hash: string }>`SELECT password_hash FROM platform.identities`.execute(db());
    expect(rows.rows.length).toBeGreaterThanOrEqual(DEMO.length);
    for (const { password_hash } of rows.rows) {
      expect(password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]{16,}\$[A-Za-z0-9_-]{40,}$/);
      expect(password_hash).not.toContain('Welcome-2026');
    }
  });
});
