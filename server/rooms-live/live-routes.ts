// The teacher's side of a live room (docs/rooms.md): GET /api/rooms/:id/live streams a `snapshot`
// (the room, its students with who is in the room, their message counts and flags, the alerts)
// then every event of the room from any server; GET /api/rooms/:id/students/:partyId/messages is one
// student's whole conversation (read like the chat log's: an audit row per read). Only the room's
// teachers or an administrator (room.manage); another school's room is 404.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import type { RoomHub } from './hub.ts';
import { wire, type RoomStreams } from './live-stream.ts';
import { managedRoom, roomView } from '../rooms/store.ts';
import { ConversationSchema } from '../../src/shared/rooms.ts';
import { liveAlerts, liveStudents, roomStudentName, studentMessages } from './live-read.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const Conversation = ConversationSchema;

export function liveRoutes(app: App, hub: RoomHub, streams: RoomStreams) {
  const db = app.database.db;
  const manage = { access: 'room.manage' };

  app.get(
    '/api/rooms/:id/live',
    { config: { ...manage, produces: 'text/event-stream' }, schema: { params: Type.Object({ id: Num }) } },
    async (req, reply) => {
      const t = req.tenant!;
      const id = +req.params.id;
      // subscribed before the room is read: a pause between the two still reaches the view
      await streams.stream(
        reply,
        { schema: t.schema, id },
        async () => {
          const room = await managedRoom(t, req.principal!, id);
          const [students, alerts] = await Promise.all([
            liveStudents(db, t, room.id, hub.inRoom(t.schema, room.id)),
            liveAlerts(db, t, room.id),
          ]);
          return [['snapshot', { room: roomView(room), students, alerts }]];
        },
        (e, sse) => sse.send(e.type, wire(e)),
      );
    },
  );

  app.get(
    '/api/rooms/:id/students/:partyId/messages',
    {
      config: manage,
      schema: { params: Type.Object({ id: Num, partyId: Num }), response: replies({ 200: Conversation }) },
    },
    async (req) => {
      const t = req.tenant!;
      const p = req.principal!;
      const room = await managedRoom(t, p, +req.params.id);
      const partyId = +req.params.partyId;
      const name = await roomStudentName(db, t, room.id, partyId);
      if (name === undefined) throw notFound(`Student ${partyId} is not in this room`);
      const { conversationId, messages } = await studentMessages(db, t, room.id, partyId);
      if (conversationId !== null)
        await recordAudit(db, p, {
          tenantId: p.tenantId,
          action: 'read',
          resource: 'chat_conversations',
          recordId: conversationId,
          after: { room_id: room.id, party_id: partyId },
        });
      return { student: { party_id: partyId, name }, conversation_id: conversationId, messages };
    },
  );
}
