// Invite and reset links over a real SMTP exchange: inviting a user mails a link to set a
// password; the link sets it once (the account then signs in with it), an altered, used or
// expired link is refused with invalid_link; resetting a password mails a new link.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';

const NEW = 'link.teacher@demo-academy.test';
const USERS = '/api/resources/users';
const sink = useSmtpSink();
const t = useApiTest(() => ({ SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5' }));

/** the set-password token in the newest message to `to` (the body is quoted-printable) */
async function tokenMailedTo(to: string, count: number) {
  await waitFor(() => sink.messages.filter((m) => m.to.includes(to)).length >= count, 20_000, `mail ${count} to ${to}`);
  const raw = sink.messages.filter((m) => m.to.includes(to)).at(-1)!.raw;
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  const token = /\/set-password\?token=([A-Za-z0-9._%-]+)/.exec(text)?.[1];
  expect(token).toBeTruthy();
  return decodeURIComponent(token!);
}

const redeem = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password-links/redeem',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token, password }),
  });

describe('invite and reset links', () => {
  let userId: string;

  it('mails an invite with a link that sets the password once', async () => {
    const r = await t.call(ADMIN, 'POST', USERS, {
      email: NEW,
      first_name: 'Lina',
      last_name: 'Link',
      roles: ['teacher'],
    });
    expect(r.status).toBe(201);
    userId = r.body.data.user_id;
    const token = await tokenMailedTo(NEW, 1);
    expect(sink.messages.find((m) => m.to.includes(NEW))!.raw).toContain('Lina Link');

    const short = await redeem(token, 'short');
    expect([short.statusCode, short.json().error.code]).toEqual([422, 'password_rejected']);
    expect(short.json().error.message).toBe('The password must have at least 12 characters');
    const [id, mac] = token.split('.');
    const altered = await redeem(`${id}.${mac!.slice(1)}x`, 'a-long-password-1');
    expect([altered.statusCode, altered.json().error.code]).toEqual([400, 'invalid_link']);

    const ok = await redeem(token, 'a-long-password-1');
    expect([ok.statusCode, ok.json()]).toEqual([200, { ok: true }]);
    // the account signs in with the password it chose
    expect(await t.token(NEW, 'a-long-password-1')).toBeTruthy();
    const again = await redeem(token, 'another-password-2');
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'invalid_link']);
  }, 90_000);

  it('mails a new link on a password reset; an expired link is refused', async () => {
    const r = await t.call(ADMIN, 'POST', `${USERS}/actions/reset_password`, { ids: [userId] });
    expect(r.body.data.results[0].ok).toBe(true);
    const token = await tokenMailedTo(NEW, 2);
    const log = await sql<{ event: string; status: string }>`SELECT event, status FROM platform.notification_log
      WHERE recipient = ${NEW} ORDER BY id`.execute(t.app.database.db);
    expect(log.rows.map((x) => x.event)).toEqual(['user_invited', 'password_reset']);
    await sql`UPDATE platform.password_links SET expires_at = now() - interval '1 minute'
      WHERE id = ${token.split('.')[0]}`.execute(t.app.database.db);
    const late = await redeem(token, 'a-long-password-3');
    expect([late.statusCode, late.json().error.code]).toEqual([400, 'invalid_link']);
  }, 90_000);
});
