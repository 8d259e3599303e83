// A teacher acknowledges a room's safety alert from the live view (docs/rooms.md):
// POST /api/rooms/:id/alerts/:alertId/acknowledge marks it with who and when (the chat's own
// chat_alerts columns, so the mood scanner shows it acknowledged too), writes an audit row and
// publishes `alert_ack`, so every teacher's live view of the room on any server marks it at once.
// Acknowledging again changes nothing and answers the alert as it is. Only the room's teachers or
// an administrator (room.manage); an alert of another room is 404.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { managedRoom } from '../rooms/store.ts';
import { publishRoomEvent } from '../rooms/events.ts';
import { LiveAlertSchema } from '../../src/shared/rooms.ts';
import { liveAlerts } from './live-read.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

export function alertAckRoutes(app: App) {
  const db = app.database.db;
  app.post(
    '/api/rooms/:id/alerts/:alertId/acknowledge',
    {
      config: { access: 'room.manage' },
      schema: { params: Type.Object({ id: Num, alertId: Num }), response: replies({ 200: LiveAlertSchema }) },
    },
    async (req) => {
      const [t, p] = [req.tenant!, req.principal!];
      const room = await managedRoom(t, p, +req.params.id);
      const alertId = +req.params.alertId;
      const acked = await db.transaction().execute(async (trx) => {
        const found = await sql<{ id: string; done: boolean }>`
          SELECT a.id, a.acknowledged_at IS NOT NULL AS done FROM ${t.table('chat_alerts')} a
          JOIN ${t.table('chat_conversations')} c ON c.id = a.conversation_id
          WHERE a.id = ${alertId} AND c.room_id = ${room.id} FOR UPDATE OF a`.execute(trx);
        if (!found.rows[0]) throw notFound(`No alert ${alertId} in this room`);
        if (found.rows[0].done) return false;
        await sql`UPDATE ${t.table('chat_alerts')} SET acknowledged_at = now(), acknowledged_by = ${p.userId}
          WHERE id = ${alertId}`.execute(trx);
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: 'acknowledge',
          resource: 'chat_alerts',
          recordId: alertId,
          after: { room_id: room.id },
        });
        return true;
      });
      const [alert] = await liveAlerts(db, t, room.id, alertId);
      if (acked && alert.acknowledged_at && alert.acknowledged_by)
        await publishRoomEvent(db, t, room.id, {
          type: 'alert_ack',
          alert_id: alertId,
          acknowledged_at: alert.acknowledged_at,
          acknowledged_by: alert.acknowledged_by,
        });
      return alert;
    },
  );
}
