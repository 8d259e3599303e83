import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { useTestApp } from '../helpers/test-app.ts';
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

const t = useTestApp({
  LOGIN_THROTTLE_WINDOW_SECONDS: '600',
  LOGIN_ACCOUNT_MAX_FAILURES: '3',
  LOGIN_ACCOUNT_DELAY_AFTER: '1',
  LOGIN_ADDRESS_MAX_FAILURES: '12',
  LOGIN_ADDRESS_DELAY_AFTER: '100',
  LOGIN_ACCOUNT_SLOW_AFTER: '4',
  LOGIN_MAX_DELAY_MS: '400',
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

/** One sign-in attempt, from the test's own address unless `from` names another client address. */
async function attempt(email: string, password: string, from?: string) {
  const { jar, page } = await loginPage();
  return submitLogin(t.app, jar, page, email, password, from ? { 'x-forwarded-for': from } : undefined);
}

async function refused(email: string, password: string, from?: string) {
  const r = await attempt(email, password, from);
  if (r instanceof URL) throw new Error(`${email} should not have signed in`);
  return r;
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
  });

  it('says the same for an unknown account, a wrong password and an account someone is guessing at', async () => {
    // someone else keeps guessing at the student's password from their own address
    for (let i = 0; i < 6; i++) await refused('student@demo-academy.test', `guess-${i}`, '203.0.113.10');
    const known = await refused('student@demo-academy.test', 'wrong', '198.51.100.20');
    const unknown = await refused('nobody-at-all@demo-academy.test', 'wrong', '198.51.100.20');
    expect(known.statusCode).toBe(200);
    expect(pageError(known.body)).toBe('Invalid email or password.');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(pageError(unknown.body)).toBe(pageError(known.body));
  });

  it('slows down, then refuses with 429 and Retry-After, a client that keeps failing, with a friendly message', async () => {
    const from = '203.0.113.11';
    const timings: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const started = Date.now();
      const r = await refused('teacher@demo-academy.test', `wrong-${i}`, from);
      timings.push(Date.now() - started);
      expect(r.statusCode).toBe(200);
      expect(pageError(r.body)).toBe('Invalid email or password.');
    }
    // the second and third failures wait (250 ms, then 400 ms at most with this configuration)
    expect(timings[1]).toBeGreaterThanOrEqual(240);
    expect(timings[2]).toBeGreaterThanOrEqual(390);

    // the right password from the same client is refused too until the window ends
    for (const password of ['wrong-4', 'Welcome-2026']) {
      const r = await refused('teacher@demo-academy.test', password, from);
      expect(r.statusCode).toBe(429);
      const retryAfter = Number(r.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(pageError(r.body)).toBe(
        'Too many sign-in attempts from this device or network. Please wait 10 minutes and try again.',
      );
      expect(r.body).toContain('name="password"'); // the form is still there
      expect(r.headers['content-type']).toContain('text/html');
    }
    // the same answer for an unknown account from that client: nothing about the account is said
    const unknown = await refused('ghost@demo-academy.test', 'x', from);
    expect(unknown.statusCode).toBe(200);
  });

  it('never keeps the owner out: the account still signs in from another address', async () => {
    const email = 'admin@demo-academy.test';
    // many failures from many addresses: past the account-wide ceiling, which only slows
    for (let a = 0; a < 4; a++) for (let i = 0; i < 3; i++) await refused(email, `x-${a}-${i}`, `192.0.2.${a + 1}`);
    const started = Date.now();
    const callback = await attempt(email, 'Welcome-2026', '198.51.100.30');
    expect(callback).toBeInstanceOf(URL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390); // slowed, not refused
    await expect(loginAs(t.app, email)).resolves.toHaveProperty('access_token');
  });

  it("forgets a client's failures on an account once it signs in with the right password", async () => {
    const email = 'multi@demo-academy.test';
    const from = '203.0.113.12';
    await refused(email, 'wrong-1', from);
    await refused(email, 'wrong-2', from);
    expect(await attempt(email, 'Welcome-2026', from)).toBeInstanceOf(URL);
    // three more failures before a 429, as for a fresh start
    for (let i = 0; i < 3; i++) expect((await refused(email, `again-${i}`, from)).statusCode).toBe(200);
    expect((await refused(email, 'again-4', from)).statusCode).toBe(429);
  });

  it('refuses an address spraying many accounts, and only that address', async () => {
    const from = '203.0.113.13';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await refused(`spray-${i}@demo-academy.test`, 'Welcome-2026', from)).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(statuses.slice(12)).toEqual([429, 429]);
    expect(await attempt('teacher@demo-academy.test', 'Welcome-2026', '198.51.100.31')).toBeInstanceOf(URL);
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < 13; i++)
      expect(await attempt('student@trekai.test', 'Welcome-2026', '203.0.113.14')).toBeInstanceOf(URL);
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
