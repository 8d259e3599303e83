// Delivers one logged message. The log row is the truth: a row already sent is never sent again
// (a retried or duplicated job ends quietly), a failure keeps the SMTP server's answer, and the
// last allowed attempt marks the row failed instead of throwing.
import { sql } from 'kysely';
import { defineJob } from '../jobs/define.ts';
import { mailTransport } from './transport.ts';

export const DELIVER_NOTIFICATION = 'deliver-notification';

interface Row {
  recipient: string;
  subject: string;
  body_html: string;
  body_text: string;
  status: string;
  attempts: number;
  message_id: string;
}

export const deliverNotification = defineJob<{ logId: number }>({
  name: DELIVER_NOTIFICATION,
  title: 'Deliver notification',
  retries: (config) => ({
    limit: Math.max(0, config.mail.maxAttempts - 1),
    delaySeconds: config.mail.retryDelaySeconds,
  }),
  async run({ logId }, { db, config }) {
    const row = (
      await sql<Row>`SELECT recipient, subject, body_html, body_text, status, attempts, message_id
        FROM platform.notification_log WHERE id = ${logId}`.execute(db)
    ).rows[0];
    if (!row || row.status !== 'queued') return;
    const smtpUrl = config.mail.smtpUrl;
    if (!smtpUrl) {
      await sql`UPDATE platform.notification_log SET status = 'not_sent', error = 'SMTP_URL is not set',
        updated_at = now() WHERE id = ${logId}`.execute(db);
      return;
    }
    const attempts = row.attempts + 1;
    try {
      await mailTransport(smtpUrl).sendMail({
        from: config.mail.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
        messageId: row.message_id,
      });
    } catch (err) {
      const e = err as { response?: string; message?: string };
      const answer = e.response || e.message || String(err);
      const last = attempts >= config.mail.maxAttempts;
      await sql`UPDATE platform.notification_log SET attempts = ${attempts}, error = ${answer},
        status = ${last ? 'failed' : 'queued'}, updated_at = now() WHERE id = ${logId}`.execute(db);
      if (last) return;
      throw err;
    }
    await sql`UPDATE platform.notification_log SET attempts = ${attempts}, status = 'sent', error = NULL,
      sent_at = now(), updated_at = now() WHERE id = ${logId}`.execute(db);
  },
});
