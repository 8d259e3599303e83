// sendNotification: THE way a feature sends a message (sendNotifications: to many at once). It
// renders the event's template (the tenant's override, else the platform default, else the built-in
// wording in server/mail/events.ts), logs the message as queued and queues its delivery as a job;
// the job sends it once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SendOpts } from '../jobs/engine.ts';
import { DELIVER_NOTIFICATION } from './deliver-job.ts';
import { mailEvent } from './events.ts';
import { compileCached, defaultMjml } from './compile.ts';
import { fill } from './render.ts';

export interface NotifyOptions {
  tenantId?: number | null;
  /** who caused the message (shown in the log) */
  createdBy?: string | null;
  /** the recipient's account, for the in-app list behind the header bell */
  userId?: string | null;
  /** a link shown with the in-app notification */
  link?: string | null;
}

/** what sending needs of the app; a job passes its own context (server/jobs/define.ts) */
export interface MailHost {
  database: { db: Db };
  config: { publicUrl: string };
  jobs: {
    send(name: string, data: object, opts?: SendOpts): Promise<string | null>;
    wake?(name: string): void;
  };
}

/** one message of a batch: its address, its variables and its in-app notification */
export interface Recipient {
  to: string;
  vars: Record<string, string>;
  userId?: string | null;
  link?: string | null;
}

interface TemplateRow {
  subject: string;
  mjml: string;
  body_text: string;
}

export async function templateFor(db: Db, event: string, tenantId: number | null | undefined) {
  const row = (
    await sql<TemplateRow>`SELECT subject, mjml, body_text FROM platform.notification_templates
      WHERE event = ${event} AND (tenant_id IS NULL OR tenant_id = ${tenantId ?? null})
      ORDER BY tenant_id NULLS LAST LIMIT 1`.execute(db)
  ).rows[0];
  if (row) return row;
  const e = mailEvent(event);
  if (!e) throw new Error(`unknown notification event ${event}`);
  return { subject: e.subject, mjml: defaultMjml(e.subject, e.text), body_text: e.text };
}

/** the template compiled once (compileCached), then this message's values filled in (escaped in the HTML) */
export async function renderMessage(t: TemplateRow, vars: Record<string, string>) {
  const compiled = await compileCached(t.mjml);
  if ('problem' in compiled) throw new Error(`template does not compile: ${compiled.problem.message}`);
  return { subject: fill(t.subject, vars), html: fill(compiled.html, vars, true), text: fill(t.body_text, vars) };
}

/** log rows per INSERT (8 parameters each, far below PostgreSQL's 65,535) */
const ROWS_PER_INSERT = 500;
/** messages per delivery job: sent together over the pooled transport, each row marked on its own */
export const MESSAGES_PER_JOB = 100;

const chunks = <T>(xs: T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/**
 * queues `event` to every recipient: one template lookup and compile, one multi-row INSERT of log
 * rows per ROWS_PER_INSERT and a delivery job per MESSAGES_PER_JOB, all in one transaction (a
 * message is never logged without its job); answers the log rows' ids in the recipients' order
 */
export async function sendNotifications(
  app: MailHost,
  event: string,
  recipients: Recipient[],
  opts: Pick<NotifyOptions, 'tenantId' | 'createdBy'> = {},
): Promise<number[]> {
  if (!recipients.length) return [];
  const t = await templateFor(app.database.db, event, opts.tenantId);
  const host = new URL(app.config.publicUrl).hostname;
  const messages = await Promise.all(
    recipients.map(async (r) => ({
      ...r,
      ...(await renderMessage(t, r.vars)),
      messageId: `<${randomUUID()}@${host}>`,
    })),
  );
  const ids = await app.database.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const part of chunks(messages, ROWS_PER_INSERT)) {
      const values = part.map(
        (m) => sql`(${opts.tenantId ?? null}, ${event}, ${m.to}, ${m.subject}, ${m.html}, ${m.text}, ${m.messageId},
          ${opts.createdBy ?? null})`,
      );
      const rows = (
        await sql<{ id: string; message_id: string }>`INSERT INTO platform.notification_log
          (tenant_id, event, recipient, subject, body_html, body_text, message_id, created_by)
          VALUES ${sql.join(values)} RETURNING id, message_id`.execute(trx)
      ).rows;
      const byMessage = new Map(rows.map((r) => [r.message_id, Number(r.id)]));
      ids.push(...part.map((m) => byMessage.get(m.messageId)!));
    }
    const bell = messages.filter((m) => m.userId);
    for (const part of chunks(bell, ROWS_PER_INSERT)) {
      const values = part.map((m) => sql`(${m.userId!}, ${event}, ${m.subject}, ${m.link ?? null})`);
      await sql`INSERT INTO platform.user_notifications (user_id, event, title, link)
        VALUES ${sql.join(values)}`.execute(trx);
    }
    for (const group of chunks(ids, MESSAGES_PER_JOB)) {
      await app.jobs.send(DELIVER_NOTIFICATION, group.length === 1 ? { logId: group[0] } : { logIds: group }, { trx });
    }
    return ids;
  });
  app.jobs.wake?.(DELIVER_NOTIFICATION); // committed: deliver now, not at the next poll
  return ids;
}

/** queues `event` to `to`; answers the log row's id */
export async function sendNotification(
  app: MailHost,
  event: string,
  to: string,
  vars: Record<string, string>,
  opts: NotifyOptions = {},
): Promise<number> {
  const [id] = await sendNotifications(app, event, [{ to, vars, userId: opts.userId, link: opts.link }], opts);
  return id!;
}

/** queues the message of log row `id` again, as a new row (the old one keeps its history) */
export async function resendNotification(app: FastifyInstance, id: number, tenantId: number, by: string) {
  const messageId = `<${randomUUID()}@${new URL(app.config.publicUrl).hostname}>`;
  const newId = await app.database.db.transaction().execute(async (trx) => {
    const row = (
      await sql<{ id: string }>`INSERT INTO platform.notification_log
        (tenant_id, event, recipient, subject, body_html, body_text, message_id, created_by)
        SELECT tenant_id, event, recipient, subject, body_html, body_text, ${messageId}, ${by}
        FROM platform.notification_log WHERE id = ${id} AND tenant_id = ${tenantId}
        RETURNING id`.execute(trx)
    ).rows[0];
    if (!row) return null;
    await app.jobs.send(DELIVER_NOTIFICATION, { logId: Number(row.id) }, { trx });
    return Number(row.id);
  });
  if (newId) app.jobs.wake(DELIVER_NOTIFICATION);
  return newId;
}
