// Delivers logged messages: one (`logId`) or a batch queued together (`logIds`, sendNotifications).
// The log row is the truth: a row already sent is never sent again (a retried or duplicated job
// ends quietly, and a retried batch sends only its rows still queued), a failure keeps the SMTP
// server's answer, and the last allowed attempt marks the row failed instead of throwing.
import { sql } from 'kysely';
import { defineJob } from '../jobs/define.ts';
import { mailTransport } from './transport.ts';

export const DELIVER_NOTIFICATION = 'deliver-notification';

interface Row {
  id: number;
  recipient: string;
  subject: string;
  body_html: string;
  body_text: string;
  attempts: number;
  message_id: string;
}

const answerOf = (err: unknown) => {
  const e = err as { response?: string; message?: string };
  return e.response || e.message || String(err);
};

export const deliverNotification = defineJob<{ logId?: number; logIds?: number[] }>({
  name: DELIVER_NOTIFICATION,
  title: 'Deliver notification',
  // a batch's messages share the pooled SMTP connections instead of waiting for each other
  parallel: true,
  retries: (config) => ({
    limit: Math.max(0, config.mail.maxAttempts - 1),
    delaySeconds: config.mail.retryDelaySeconds,
  }),
  async run({ logId, logIds }, { db, config }) {
    const ids = logIds ?? (logId == null ? [] : [logId]);
    const rows = (
      await sql<Row>`SELECT id::int AS id, recipient, subject, body_html, body_text, attempts, message_id
        FROM platform.notification_log WHERE id = ANY(${ids}) AND status = 'queued' ORDER BY id`.execute(db)
    ).rows;
    if (!rows.length) return;
    const smtpUrl = config.mail.smtpUrl;
    if (!smtpUrl) {
      await sql`UPDATE platform.notification_log SET status = 'not_sent', error = 'SMTP_URL is not set',
        updated_at = now() WHERE id = ANY(${rows.map((r) => r.id)})`.execute(db);
      return;
    }
    // all at once: the pooled transport spreads them over its connections
    const transport = mailTransport(smtpUrl);
    const results = await Promise.allSettled(
      rows.map((row) =>
        transport.sendMail({
          from: config.mail.from,
          to: row.recipient,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html,
          messageId: row.message_id,
        }),
      ),
    );
    const sent = rows.filter((_r, i) => results[i]!.status === 'fulfilled').map((r) => r.id);
    if (sent.length) {
      await sql`UPDATE platform.notification_log SET attempts = attempts + 1, status = 'sent', error = NULL,
        sent_at = now(), updated_at = now() WHERE id = ANY(${sent})`.execute(db);
    }
    let retry: unknown;
    for (const [i, row] of rows.entries()) {
      const result = results[i]!;
      if (result.status === 'fulfilled') continue;
      const attempts = row.attempts + 1;
      const last = attempts >= config.mail.maxAttempts;
      await sql`UPDATE platform.notification_log SET attempts = ${attempts}, error = ${answerOf(result.reason)},
        status = ${last ? 'failed' : 'queued'}, updated_at = now() WHERE id = ${row.id}`.execute(db);
      if (!last) retry ??= result.reason;
    }
    // the job is retried (with backoff) for the rows still queued
    if (retry) throw retry;
  },
});
