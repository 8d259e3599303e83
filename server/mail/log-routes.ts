// The notification log's one write: resend a message (as a new log row, delivered as a job).
// The list itself is the listmodel query notifications.notification_log (server/queries).
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { resendNotification } from './notify.ts';

// path parameters arrive as text (the app does not coerce types)
const params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });

export default async function logRoutes(app: App) {
  app.post(
    '/api/notification-log/:id/resend',
    {
      config: { access: 'notification.update', uiPath: '/admin/notification-log' },
      schema: { params, response: replies({ 200: Type.Object({ id: Type.Integer() }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const id = await resendNotification(app, Number(req.params.id), p.tenantId, p.userId);
      if (id === null) throw notFound('No such message');
      return { id };
    },
  );
}
