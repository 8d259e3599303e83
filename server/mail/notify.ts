// sendNotification: THE way a feature sends a message. It renders the event's template (the
// tenant's override, else the platform default, else the built-in wording in server/mail/events.ts),
// logs the message as queued and queues its delivery as a job; the job sends it once.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { SendOpts } from '../jobs/engine.ts';
import { DELIVER_NOTIFICATION } from './deliver-job.ts';
import { mailEvent } from './events.ts';
import { compileMjml, defaultMjml } from './compile.ts';
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
  jobs: { send(name: string, data: object, opts?: SendOpts): Promise<string | null> };
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

export async function renderMessage(t: TemplateRow, vars: Record<string, string>) {
  const compiled = await compileMjml(fill(t.mjml, vars, true));
  if ('problem' in compiled) throw new Error(`template does not compile: ${compiled.problem.message}`);
  return { subject: fill(t.subject, vars), html: compiled.html, text: fill(t.body_text, vars) };
}

/** queues `event` to `to`; answers the log row's id */
export async function sendNotification(
  app: MailHost,
  event: string,
  to: string,
  vars: Record<string, string>,
  opts: NotifyOptions = {},
): Promise<number> {
  const msg = await renderMessage(await templateFor(app.database.db, event, opts.tenantId), vars);
  const messageId = `<${randomUUID()}@${new URL(app.config.publicUrl).hostname}>`;
  // the log row and its delivery job commit together: a message is never logged without a job
  return app.database.db.transaction().execute(async (trx) => {
    const id = Number(
      (
        await sql<{ id: string }>`INSERT INTO platform.notification_log
          (tenant_id, event, recipient, subject, body_html, body_text, message_id, created_by)
          VALUES (${opts.tenantId ?? null}, ${event}, ${to}, ${msg.subject}, ${msg.html}, ${msg.text}, ${messageId},
            ${opts.createdBy ?? null})
          RETURNING id`.execute(trx)
      ).rows[0]!.id,
    );
    if (opts.userId) {
      await sql`INSERT INTO platform.user_notifications (user_id, event, title, link)
        VALUES (${opts.userId}, ${event}, ${msg.subject}, ${opts.link ?? null})`.execute(trx);
    }
    await app.jobs.send(DELIVER_NOTIFICATION, { logId: id }, { trx });
    return id;
  });
}

/** queues the message of log row `id` again, as a new row (the old one keeps its history) */
export async function resendNotification(app: FastifyInstance, id: number, tenantId: number, by: string) {
  const messageId = `<${randomUUID()}@${new URL(app.config.publicUrl).hostname}>`;
  return app.database.db.transaction().execute(async (trx) => {
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
}
