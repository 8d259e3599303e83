// Delivery over SMTP to a loopback server: a message arrives once, a refused recipient is retried
// with backoff and then logged as failed with the server's answer.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { sendNotification } from '../../server/mail/notify.ts';

const sink = useSmtpSink();
const t = useApiTest(() => ({
  SMTP_URL: sink.url,
  MAIL_FROM: 'School <school@lms.test>',
  MAIL_MAX_ATTEMPTS: '3',
  MAIL_RETRY_DELAY_SECONDS: '1',
  JOBS_POLL_SECONDS: '0.5',
}));

const logRow = async (id: number) =>
  (
    await sql<{ status: string; attempts: number; error: string | null; message_id: string }>`
      SELECT status, attempts, error, message_id FROM platform.notification_log WHERE id = ${id}`.execute(
      t.app.database.db,
    )
  ).rows[0]!;

describe('mail delivery', () => {
  it('delivers a queued invite to the SMTP server once and logs it as sent', async () => {
    const link = 'http://localhost:3999/set-password?t=abc123';
    const id = await sendNotification(t.app, 'user_invited', 'new.teacher@lms.test', {
      name: 'New Teacher',
      school: 'Demo Academy',
      link,
    });
    await waitFor(async () => (await logRow(id)).status === 'sent', 20_000, 'sent');
    const row = await logRow(id);
    const got = sink.messages.filter((m) => m.messageId === row.message_id);
    expect(got).toHaveLength(1);
    expect(got[0]!.to).toEqual(['new.teacher@lms.test']);
    expect(got[0]!.subject).toBe('You are invited to Demo Academy');
    expect(got[0]!.raw).toContain('set-password?t=3Dabc123'); // quoted-printable "="
    expect(row.attempts).toBe(1);
  });

  it('retries a refused recipient and then marks the message failed with the answer', async () => {
    sink.refuse = true;
    try {
      const id = await sendNotification(t.app, 'password_reset', 'gone@lms.test', { name: 'Gone', link: 'x' });
      await waitFor(async () => (await logRow(id)).status === 'failed', 25_000, 'failed');
      const row = await logRow(id);
      expect(row.attempts).toBe(3);
      expect(row.error).toContain('550');
      expect(sink.refused.filter((a) => a === 'gone@lms.test')).toHaveLength(3);
    } finally {
      sink.refuse = false;
    }
  }, 30_000);
});
