// sendNotification: THE way a feature sends a message (sendNotifications: to many at once). It
// renders the event's template (the tenant's override, else the platform default, else the built-in
// wording in server/mail/events.ts), logs the message as queued and queues its delivery as a job;
// the job sends it once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { chunks, deliverSoon, MESSAGES_PER_JOB, type JobHost } from './delivery-jobs.ts';
import { DELIVER_NOTIFICATION } from './deliver-job.ts';
import { mailEvent } from './events.ts';
import { compileCached, defaultMjml } from './compile.ts';
import { fill } from './render.ts';
import { handOver } from './handoff.ts';

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
export interface MailHost extends JobHost {
  config: { publicUrl: string };
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

async function lookUpTemplate(db: Db, event: string, tenantId: number | null | undefined) {
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

// Templates looked up within the last second are used again: one call per message would otherwise
// read the template each time (bench/messaging.bench.ts). A save on this server forgets them at
// once (forgetTemplates); one on another server is seen within the second.
const TEMPLATE_MS = 1000;
const templates = new WeakMap<Db, Map<string, { until: number; row: Promise<TemplateRow> }>>();

export function templateFor(db: Db, event: string, tenantId: number | null | undefined): Promise<TemplateRow> {
  const byKey = templates.get(db) ?? new Map<string, { until: number; row: Promise<TemplateRow> }>();
  templates.set(db, byKey);
  const key = `${tenantId ?? ''}:${event}`;
  const hit = byKey.get(key);
  if (hit && hit.until > performance.now()) return hit.row;
  const row = lookUpTemplate(db, event, tenantId);
  byKey.set(key, { until: performance.now() + TEMPLATE_MS, row });
  row.catch(() => byKey.delete(key));
  return row;
}

/** after a template was saved: the next message reads it */
export const forgetTemplates = (db: Db) => templates.delete(db);

/** the template compiled once (compileCached), then this message's values filled in (escaped in the HTML) */
export async function renderMessage(t: TemplateRow, vars: Record<string, string>) {
  const compiled = await compileCached(t.mjml);
  if ('problem' in compiled) throw new Error(`template does not compile: ${compiled.problem.message}`);
  return { subject: fill(t.subject, vars), html: fill(compiled.html, vars, true), text: fill(t.body_text, vars) };
}

/** The recipient's values with {{link}} as a full address into the app (a mail cannot follow "/x"). */
function mailVars(publicUrl: string, event: string, r: Recipient): Record<string, string> {
  const link = r.vars.link ?? (mailEvent(event)?.variables.link !== undefined ? r.link : undefined);
  return link ? { ...r.vars, link: new URL(link, `${publicUrl}/`).toString() } : r.vars;
}

/** log rows per INSERT (8 parameters each, far below PostgreSQL's 65,535) */
const ROWS_PER_INSERT = 500;

/**
 * queues `event` to every recipient: one template lookup and compile, one multi-row INSERT of log
 * rows per ROWS_PER_INSERT (and the bell rows) in one transaction, one statement without a
 * transaction when that is all. Each full MESSAGES_PER_JOB of rows gets its delivery job in that
 * transaction (its id written with the rows); the rest follow the commit (delivery-jobs.ts).
 * Answers the log rows' ids in the recipients' order.
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
      ...(await renderMessage(t, mailVars(app.config.publicUrl, event, r))),
      messageId: `<${randomUUID()}@${host}>`,
    })),
  );
  const jobIds = Array.from({ length: Math.floor(messages.length / MESSAGES_PER_JOB) }, () => randomUUID());
  const jobOf = (i: number) => jobIds[Math.floor(i / MESSAGES_PER_JOB)] ?? null;
  const insert = async (db: Db) => {
    const ids: number[] = [];
    for (const [k, part] of chunks(messages, ROWS_PER_INSERT).entries()) {
      const values = part.map(
        (m, i) => sql`(${opts.tenantId ?? null}, ${event}, ${m.to}, ${m.subject}, ${m.html}, ${m.text}, ${m.messageId},
          ${opts.createdBy ?? null}, ${jobOf(k * ROWS_PER_INSERT + i)}::uuid)`,
      );
      const rows = (
        await sql<{ id: string; message_id: string }>`INSERT INTO platform.notification_log
          (tenant_id, event, recipient, subject, body_html, body_text, message_id, created_by, job_id)
          VALUES ${sql.join(values)} RETURNING id, message_id`.execute(db)
      ).rows;
      const byMessage = new Map(rows.map((r) => [r.message_id, Number(r.id)]));
      ids.push(...part.map((m) => byMessage.get(m.messageId)!));
    }
    const bell = messages.filter((m) => m.userId);
    for (const part of chunks(bell, ROWS_PER_INSERT)) {
      const values = part.map((m) => sql`(${m.userId!}, ${event}, ${m.subject}, ${m.link ?? null})`);
      await sql`INSERT INTO platform.user_notifications (user_id, event, title, link)
        VALUES ${sql.join(values)}`.execute(db);
    }
    for (const [k, id] of jobIds.entries()) {
      const logIds = ids.slice(k * MESSAGES_PER_JOB, (k + 1) * MESSAGES_PER_JOB);
      await app.jobs.send(DELIVER_NOTIFICATION, { logIds }, { trx: db, id });
    }
    return ids;
  };
  const oneStatement = messages.length <= ROWS_PER_INSERT && !jobIds.length && !messages.some((m) => m.userId);
  const ids = oneStatement
    ? await insert(app.database.db)
    : await app.database.db.transaction().execute((trx) => insert(trx));
  // committed: this process's job sends them from memory (handoff.ts)
  handOver(app.database.db, ids, messages);
  if (jobIds.length) app.jobs.wake?.(DELIVER_NOTIFICATION, true);
  deliverSoon(app, ids.slice(jobIds.length * MESSAGES_PER_JOB));
  await new Promise((r) => setImmediate(r));
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
  const row = (
    await sql<{ id: string }>`INSERT INTO platform.notification_log
      (tenant_id, event, recipient, subject, body_html, body_text, message_id, created_by)
      SELECT tenant_id, event, recipient, subject, body_html, body_text, ${messageId}, ${by}
      FROM platform.notification_log WHERE id = ${id} AND tenant_id = ${tenantId}
      RETURNING id`.execute(app.database.db)
  ).rows[0];
  if (!row) return null;
  deliverSoon(app, [Number(row.id)]);
  return Number(row.id);
}
