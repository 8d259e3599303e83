// The student's events stream (docs/rooms.md): GET /api/my/rooms/:id/events streams the room's
// `state` changes (a pause shows at once) and the teacher's notes addressed to this student or to
// all. The stream being open is the student being in the room: `presence` in_room true is published
// when it opens and false when it closes, so every server's live view sees it. Only a student
// enrolled in one of the room's sections; another school's room is 404.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { wire, type RoomStreams } from './live-stream.ts';
import { joinedRoom } from './room-access.ts';
import { noteFor } from './notes.ts';
import { publishRoomEvent } from '../rooms/events.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

export function studentEventRoutes(app: App, streams: RoomStreams) {
  const db = app.database.db;
  app.get(
    '/api/my/rooms/:id/events',
    {
      config: { access: 'authenticated', produces: 'text/event-stream' },
      schema: { params: Type.Object({ id: Num }) },
    },
    async (req, reply) => {
      const t = req.tenant!;
      const p = req.principal!;
      const room = await joinedRoom(db, t, p, +req.params.id);
      const presence = (in_room: boolean) =>
        publishRoomEvent(db, t, room.id, { type: 'presence', party_id: room.partyId, in_room });
      await streams.stream(
        reply,
        { schema: t.schema, id: room.id },
        async () => {
          await presence(true);
          return [['ready', { room_id: room.id }]];
        },
        async (e, sse) => {
          if (e.type === 'state') sse.send('state', wire(e));
          if (e.type !== 'note') return;
          const note = await noteFor(db, t, e.note_id, room.partyId);
          if (note) sse.send('note', { room_id: e.room_id, note_id: note.id, ...note });
        },
        () => presence(false),
      );
    },
  );
}
