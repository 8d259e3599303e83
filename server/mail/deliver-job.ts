// Delivers logged messages: one (`logId`) or those grouped into one job (`logIds`, delivery-jobs.ts).
// The log row is the truth: a row already sent is never sent again (a retried or duplicated job
// ends quietly, and a retried batch sends only its rows still queued), a failure keeps the SMTP
// server's answer, and the last allowed attempt marks the row failed instead of throwing. The jobs
// of one fetch are delivered together: one SELECT and one UPDATE for all of their rows. Without
// SMTP_URL the rows are marked not sent, and outside production written to the server log.
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { defineJob, type JobContext } from '../jobs/define.ts';
import { mailTransport } from './transport.ts';
import { isKept, takeOver } from './handoff.ts';
import { logUnsent } from './unsent-log.ts';

export const DELIVER_NOTIFICATION = 'deliver-notification';

type Data = { logId?: number; logIds?: number[] };

interface Row {
  id: number;
  recipient: string;
  /** null when this process still has the message in memory (server/mail/handoff.ts) */
  subject: string | null;
  body_html: string | null;
  body_text: string | null;
  attempts: number;
  message_id: string;
}

/** the stored body (a message kept in memory but not matching its row: read it after all) */
async function bodyOf(db: Db, row: Row) {
  if (row.body_html !== null) return { subject: row.subject!, html: row.body_html, text: row.body_text! };
  const r = (
    await sql<Row>`SELECT subject, body_html, body_text FROM platform.notification_log WHERE id = ${row.id}`.execute(db)
  ).rows[0]!;
  return { subject: r.subject!, html: r.body_html!, text: r.body_text! };
}

/** the message, from this process's memory when it queued it, else from its row */
async function contentOf(db: Db, row: Row) {
  const m = row.body_html === null ? takeOver(db, row.id, row.message_id) : undefined;
  return m ? { subject: m.subject, html: m.html, text: m.text } : await bodyOf(db, row);
}

const answerOf = (err: unknown) => {
  const e = err as { response?: string; message?: string };
  return e.response || e.message || String(err);
};

const idsOf = (d: Data) => d.logIds ?? (d.logId == null ? [] : [d.logId]);

/** sends the rows still queued; answers the SMTP error of each row to try again */
async function deliver(db: Db, config: Config, ids: number[]): Promise<Map<number, Error>> {
  const retry = new Map<number, Error>();
  // bodies only of the messages this process did not queue itself
  const kept = ids.filter((id) => isKept(db, id));
  const rows = (
    await sql<Row>`SELECT id::int AS id, recipient, attempts, message_id,
        CASE WHEN id = ANY(${kept}) THEN NULL ELSE subject END AS subject,
        CASE WHEN id = ANY(${kept}) THEN NULL ELSE body_html END AS body_html,
        CASE WHEN id = ANY(${kept}) THEN NULL ELSE body_text END AS body_text
      FROM platform.notification_log WHERE id = ANY(${ids}) AND status = 'queued' ORDER BY id`.execute(db)
  ).rows;
  if (!rows.length) return retry;
  const smtpUrl = config.mail.smtpUrl;
  if (!smtpUrl) {
    if (config.mail.logUnsent)
      for (const row of rows) logUnsent({ recipient: row.recipient, ...(await contentOf(db, row)) });
    await sql`UPDATE platform.notification_log SET status = 'not_sent', error = 'SMTP_URL is not set',
      updated_at = now() WHERE id = ANY(${rows.map((r) => r.id)})`.execute(db);
    return retry;
  }
  // all at once: the pooled transport spreads them over its connections
  const transport = mailTransport(smtpUrl);
  const results = await Promise.allSettled(
    rows.map(async (row) => {
      const body = await contentOf(db, row);
      return transport.sendMail({ from: config.mail.from, to: row.recipient, ...body, messageId: row.message_id });
    }),
  );
  const sent = rows.filter((_r, i) => results[i]!.status === 'fulfilled').map((r) => r.id);
  if (sent.length) {
    await sql`UPDATE platform.notification_log SET attempts = attempts + 1, status = 'sent', error = NULL,
      sent_at = now(), updated_at = now() WHERE id = ANY(${sent})`.execute(db);
  }
  for (const [i, row] of rows.entries()) {
    const result = results[i]!;
    if (result.status === 'fulfilled') continue;
    const attempts = row.attempts + 1;
    const last = attempts >= config.mail.maxAttempts;
    await sql`UPDATE platform.notification_log SET attempts = ${attempts}, error = ${answerOf(result.reason)},
      status = ${last ? 'failed' : 'queued'}, updated_at = now() WHERE id = ${row.id}`.execute(db);
    if (!last) retry.set(row.id, result.reason as Error);
  }
  return retry;
}

/** each job fails (and is retried with backoff) while one of its rows is still queued */
async function deliverJobs(jobs: Array<{ data: Data; ctx: JobContext }>): Promise<Array<Error | null>> {
  if (!jobs.length) return [];
  const { db, config } = jobs[0]!.ctx;
  const retry = await deliver(
    db,
    config,
    jobs.flatMap((j) => idsOf(j.data)),
  );
  return jobs.map((j) => idsOf(j.data).reduce<Error | null>((err, id) => err ?? retry.get(id) ?? null, null));
}

export const deliverNotification = defineJob<Data>({
  name: DELIVER_NOTIFICATION,
  title: 'Deliver notification',
  retries: (config) => ({
    limit: Math.max(0, config.mail.maxAttempts - 1),
    delaySeconds: config.mail.retryDelaySeconds,
  }),
  runBatch: deliverJobs,
  async run(data, ctx) {
    const [err] = await deliverJobs([{ data, ctx }]);
    if (err) throw err;
  },
});
