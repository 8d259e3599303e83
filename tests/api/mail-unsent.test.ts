// Without SMTP_URL (development): a family signing up is not stranded. Its message is marked not
// sent and written to the server log, clearly marked, with the set-password link that works; an
// administrator who may resend messages reads such a message (never a sent one) from the
// notification log, of their own tenant only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { waitFor } from '../helpers/smtp-sink.ts';
import { sendNotification } from '../../server/mail/notify.ts';
import { loadConfig } from '../../server/config.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

// the test apps log nothing (LOG_LEVEL silent) unless told
const t = useApiTest({ JOBS_POLL_SECONDS: '0.5', LOG_LEVEL: 'warn' });
const db = () => t.app.database.db;
const warned: string[] = [];
let spy: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  spy = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warned.push(args.join(' ')));
});
afterAll(() => spy.mockRestore());

const statusOf = async (recipient: string) =>
  (
    await sql<{ id: string; status: string }>`SELECT id, status FROM platform.notification_log
      WHERE recipient = ${recipient} ORDER BY id DESC LIMIT 1`.execute(db())
  ).rows[0];

describe('mail without SMTP_URL', () => {
  it('writes a family’s sign-up message to the server log, marked not sent, with a link that works', async () => {
    const email = 'fay.family@example.test';
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/signup/student',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'Fay', last_name: 'Family', email }),
    });
    expect(r.statusCode).toBe(202);
    await waitFor(async () => (await statusOf(email))?.status === 'not_sent', 20_000, 'not sent');
    const entry = warned.find((w) => w.includes(`NOT SENT (SMTP_URL is not set) to ${email}`));
    expect(entry).toBeDefined();
    const token = decodeURIComponent(/\/set-password\?token=([A-Za-z0-9._%-]+)/.exec(entry!)![1]!);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password-links/redeem',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, password: 'family-chosen-pw-1' }),
    });
    expect(set.statusCode).toBe(200);
    expect(await t.token(email, 'family-chosen-pw-1')).toBeTruthy();
  }, 60_000);

  it('logs nothing in production or with LOG_LEVEL silent', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mail.logUnsent).toBe(false);
    expect(loadConfig({ LOG_LEVEL: 'silent' }).mail.logUnsent).toBe(false);
    expect(loadConfig({}).mail.logUnsent).toBe(true);
  });

  it('shows an unsent message to an administrator who may resend messages, never a sent one', async () => {
    const lms = (
      await sql<{ id: number }>`SELECT id FROM platform.tenants
      WHERE config->>'schema_name' = 'lms'`.execute(db())
    ).rows[0]!.id;
    const link = 'http://localhost:3000/set-password?token=unsent-abc';
    const to = 'new.parent@lms.test';
    const id = await sendNotification(
      t.app,
      'user_invited',
      to,
      { name: 'New Parent', school: 'Demo Academy', link },
      {
        tenantId: lms,
      },
    );
    await waitFor(async () => (await statusOf(to))?.status === 'not_sent', 20_000, 'not sent');
    const url = `/api/notification-log/${id}/message`;
    const read = await t.call(ADMIN, 'GET', url);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, recipient: to, subject: 'You are invited to Demo Academy' });
    expect(read.body.data.text).toContain(link);
    // a teacher may not; the operators' tenant blocks the notification log
    expect((await t.call(TEACHER, 'GET', url)).status).toBe(403);
    expect((await t.call(OPERATOR, 'GET', url)).status).toBe(403);
    // another school's message is not found; a sent one is refused
    expect((await t.call('admin@ncsa.test', 'GET', url)).status).toBe(404);
    await sql`UPDATE platform.notification_log SET status = 'sent' WHERE id = ${id}`.execute(db());
    const sent = await t.call(ADMIN, 'GET', url);
    expect([sent.status, sent.body.error.code]).toEqual([409, 'message_was_sent']);
    expect((await t.call(ADMIN, 'GET', '/api/notification-log/999999999/message')).status).toBe(404);
  });
});
