// The notification log's writes and reads beyond its list (the listmodel query
// notifications.notification_log, server/outbound/notifications-queries.ts): resend a message (as a
// new log row, delivered as a job), and read a message that was not sent (no SMTP_URL), so its links
// can be handed on.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { conflict, notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { isOperator } from '../auth/operator.ts';
import { resendNotification } from './notify.ts';

// path parameters arrive as text (the app does not coerce types)
const params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
const Unsent = Type.Object({
  id: Type.Integer(),
  recipient: Type.String(),
  subject: Type.String(),
  text: Type.String(),
});

export default async function logRoutes(app: App) {
  const page = '/admin/notification-log';
  app.post(
    '/api/notification-log/:id/resend',
    {
      config: { access: 'notification.update', uiPath: page },
      schema: { params, response: replies({ 200: Type.Object({ id: Type.Integer() }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const id = await resendNotification(app, Number(req.params.id), p.tenantId, p.userId);
      if (id === null) throw notFound('No such message');
      return { id };
    },
  );

  // The body carries links that act for the recipient (set a password): only those who may send
  // messages again read it, only of their own tenant (operators also the platform's own), and only
  // while it never left the server.
  app.get(
    '/api/notification-log/:id/message',
    {
      config: { access: 'notification.update', uiPath: page },
      schema: { params, response: replies({ 200: Type.Object({ data: Unsent }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const platform = isOperator(p) ? sql`OR tenant_id IS NULL` : sql``;
      const row = (
        await sql<{ id: string; recipient: string; subject: string; body_text: string; status: string }>`
          SELECT id, recipient, subject, body_text, status FROM platform.notification_log
          WHERE id = ${req.params.id} AND (tenant_id = ${p.tenantId} ${platform})`.execute(app.database.db)
      ).rows[0];
      if (!row) throw notFound('No such message');
      if (row.status !== 'not_sent')
        throw conflict('Only a message that was not sent can be read here', 'message_was_sent');
      return { data: { id: Number(row.id), recipient: row.recipient, subject: row.subject, text: row.body_text } };
    },
  );
}
