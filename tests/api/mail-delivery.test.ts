// Delivery over SMTP to a loopback server: a message arrives once, a refused recipient is retried
// with backoff and then logged as failed with the server's answer; a batch queued at once
// (sendNotifications) is one job whose retries send only the messages still queued.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { sendNotification, sendNotifications } from '../../server/mail/notify.ts';

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
  }, 90_000);

  it('a batch is one job; a refused recipient in it is retried alone and the others arrive once', async () => {
    sink.refuseAddresses.add('batch-gone@lms.test');
    try {
      const to = ['batch-a@lms.test', 'batch-gone@lms.test', 'batch-b@lms.test'];
      const ids = await sendNotifications(
        t.app,
        'test_message',
        to.map((addr, i) => ({ to: addr, vars: { name: `Batch ${i}` } })),
      );
      expect(ids).toHaveLength(3);
      await waitFor(async () => (await logRow(ids[1]!)).status === 'failed', 25_000, 'failed');
      const rows = await Promise.all(ids.map(logRow));
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['sent', 1],
        ['failed', 3],
        ['sent', 1],
      ]);
      expect(rows[1]!.error).toContain('550');
      expect(sink.refused.filter((a) => a === 'batch-gone@lms.test')).toHaveLength(3);
      // each message its own Message-ID and its own values; the sent ones were not sent again on retry
      for (const [i, r] of rows.entries()) {
        if (i === 1) continue;
        const got = sink.messages.filter((m) => m.messageId === r.message_id);
        expect(got).toHaveLength(1);
        expect(got[0]!.to).toEqual([to[i]]);
        expect(got[0]!.raw).toContain(`Batch ${i}`);
      }
      const jobs = await sql<{ n: number; retries: number }>`SELECT count(*)::int AS n, max(retry_count)::int AS retries
        FROM pgboss.job WHERE name = 'deliver-notification' AND data->'logIds' = ${JSON.stringify(ids)}::jsonb`.execute(
        t.app.database.db,
      );
      expect(jobs.rows[0]).toEqual({ n: 1, retries: 2 });
    } finally {
      sink.refuseAddresses.clear();
    }
  }, 90_000);

  it('130 messages queued at once: the first 100 get their job in the same transaction, the other 30 one job after; each arrives once', async () => {
    const to = Array.from({ length: 130 }, (_, i) => `bulk-${i}@lms.test`);
    const ids = await sendNotifications(
      t.app,
      'test_message',
      to.map((addr, i) => ({ to: addr, vars: { name: `Bulk ${i}` } })),
    );
    expect(ids).toHaveLength(130);
    await waitFor(async () => (await Promise.all(ids.map(logRow))).every((r) => r.status === 'sent'), 25_000, 'sent');
    const jobs = await sql<{ job_id: string; n: number; first: number }>`
      SELECT job_id, count(*)::int AS n, min(id)::int AS first FROM platform.notification_log
      WHERE id = ANY(${ids}) GROUP BY job_id ORDER BY first`.execute(t.app.database.db);
    // the log rows name their job: 100 in the first (the batch's own transaction), 30 in the grouped one
    expect(jobs.rows.map((r) => r.n)).toEqual([100, 30]);
    expect(jobs.rows.every((r) => r.job_id !== null)).toBe(true);
    const jobStates = async () =>
      (
        await sql<{ n: number; state: string }>`
          SELECT jsonb_array_length(data->'logIds')::int AS n, state FROM pgboss.job
          WHERE id = ANY(${jobs.rows.map((r) => r.job_id)}::uuid[]) ORDER BY n DESC`.execute(t.app.database.db)
      ).rows.map((r) => [r.n, r.state]);
    // a job is marked completed just after its last message is logged as sent
    await waitFor(async () => (await jobStates()).every(([, state]) => state === 'completed'), 10_000, 'completed');
    expect(await jobStates()).toEqual([
      [100, 'completed'],
      [30, 'completed'],
    ]);
    for (const [i, addr] of to.entries()) {
      const got = sink.messages.filter((m) => m.to.includes(addr));
      expect(got, addr).toHaveLength(1);
      expect(got[0]!.raw).toContain(`Bulk ${i}`);
    }
  }, 90_000);
});
