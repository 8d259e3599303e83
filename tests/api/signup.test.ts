// Public sign-up (docs/commerce.md): a TrekAI student and an independent teacher sign up without
// an account, get a set-password link by mail (no password is answered), choose a password and
// sign in; bad input answers 422 writing nothing; a used address gets the same answer as a new one
// (its owner a reset link, no second account); rate limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { startSmtpSink, waitFor, type SmtpSink } from '../helpers/smtp-sink.ts';
import { SIGNUPS_PER_HOUR } from '../../server/signup/sign-up.ts';

let t: ApiTest;
let sink: SmtpSink;
let sent = 0;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createApiTest({ SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const db = () => t.app.database.db;
const signup = async (kind: string, body: unknown) => {
  sent += 1;
  const r = await t.app.inject({
    method: 'POST',
    url: `/api/signup/${kind}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: r.statusCode, body: r.json(), headers: r.headers };
};
const counts = async () =>
  (
    await sql<{ users: number; identities: number; audit: number }>`SELECT
      (SELECT count(*)::int FROM platform.app_users) AS users,
      (SELECT count(*)::int FROM platform.identities) AS identities,
      (SELECT count(*)::int FROM platform.audit_log) AS audit`.execute(db())
  ).rows[0];

async function tokenMailedTo(to: string) {
  await waitFor(() => sink.messages.some((m) => m.to.includes(to)), 20_000, `mail to ${to}`);
  const text = sink.messages
    .find((m) => m.to.includes(to))!
    .raw.replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return decodeURIComponent(/\/set-password\?token=([A-Za-z0-9._%-]+)/.exec(text)![1]);
}

/** redeems the link mailed to `to` with `password`, then signs in with it (a token) */
async function passwordSetThroughMail(to: string, password: string) {
  const token = await tokenMailedTo(to);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/password-links/redeem',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token, password }),
  });
  expect(set.statusCode).toBe(200);
  return t.token(to, password);
}

describe('sign-up', () => {
  it('makes a TrekAI student who chooses a password through the mailed link and signs in', async () => {
    const r = await signup('student', { first_name: ' Sam ', last_name: 'Signup', email: 'Sam.Signup@Example.test' });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(r.body).toEqual({ data: { email: 'sam.signup@example.test', mailed: true } });
    const user = await sql<{ schema: string; model: string; roles: unknown; first_name: string }>`
      SELECT t.config->>'schema_name' AS schema, t.tenant_model AS model, u.roles, u.first_name
      FROM platform.app_users u JOIN platform.tenants t ON t.id = u.tenant_id WHERE u.email = 'sam.signup@example.test'`.execute(
      db(),
    );
    expect(user.rows).toEqual([
      { schema: 'trekai_lms', model: 'B2CU', roles: { access: ['student'] }, first_name: 'Sam' },
    ]);
    expect(await passwordSetThroughMail('sam.signup@example.test', 'chosen-password-1')).toBeTruthy();
  }, 90_000);

  it('makes an independent teacher of EI', async () => {
    const r = await signup('teacher', { first_name: 'Tia', last_name: 'Teacher', email: 'tia@example.test' });
    expect(r.status).toBe(202);
    const user = await sql<{ schema: string; roles: unknown }>`SELECT t.config->>'schema_name' AS schema, u.roles
      FROM platform.app_users u JOIN platform.tenants t ON t.id = u.tenant_id WHERE u.email = 'tia@example.test'`.execute(
      db(),
    );
    expect(user.rows).toEqual([{ schema: 'ei_lms', roles: { access: ['ind-teacher'] } }]);
  });

  it('answers bad input with 422 at the field, writing nothing', async () => {
    const before = await counts();
    const bad = await signup('student', { first_name: 'A', last_name: '', email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(Object.keys(bad.body.error.fields)).toEqual(['last_name']);
    const email = await signup('student', { first_name: 'A', last_name: 'B', email: 'not-an-address' });
    expect([email.status, email.body.error.fields]).toEqual([422, { email: 'E-mail is not an e-mail address' }]);
    const blank = await signup('student', { first_name: '  ', last_name: 'B', email: 'z@example.test' });
    expect([blank.status, blank.body.error.fields]).toEqual([422, { first_name: 'First name is required' }]);
    const extra = await signup('teacher', {
      first_name: 'A',
      last_name: 'B',
      email: 'x@example.test',
      roles: ['admin'],
    });
    expect(extra.status).toBe(422);
    expect((await signup('admin', { first_name: 'A', last_name: 'B', email: 'y@example.test' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers a used address as it answers a new one, makes no second account and mails its owner a reset link', async () => {
    const before = await counts();
    // a demo account's address in another tenant than the sign-up's, one in the same, one signed up above
    for (const address of ['admin@demo-academy.test', 'STUDENT@trekai.test', 'tia@example.test']) {
      const dup = await signup('student', { first_name: 'Dee', last_name: 'Dup', email: address });
      expect([dup.status, dup.body], address).toEqual([202, { data: { email: address.toLowerCase(), mailed: true } }]);
    }
    expect(await counts()).toEqual(before);
    const links = await sql<{ purpose: string }>`SELECT l.purpose FROM platform.password_links l
      JOIN platform.app_users u ON u.user_id = l.user_id WHERE u.email = 'admin@demo-academy.test'`.execute(db());
    expect(links.rows).toEqual([{ purpose: 'reset' }]);
    // the owner's reset link sets the owner's password (the account is not touched otherwise)
    expect(await passwordSetThroughMail('admin@demo-academy.test', 'owner-password-2')).toBeTruthy();
  }, 90_000);

  it('refuses further sign-ups from one address with 429 and Retry-After', async () => {
    while (sent < SIGNUPS_PER_HOUR)
      await signup('student', { first_name: 'R', last_name: '', email: 'r@example.test' });
    const r = await signup('student', { first_name: 'Late', last_name: 'Comer', email: 'late@example.test' });
    expect([r.status, r.body.error.code]).toEqual([429, 'rate_limited']);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const made = await sql`SELECT 1 FROM platform.app_users WHERE email = 'late@example.test'`.execute(db());
    expect(made.rows).toHaveLength(0);
  });
});
