// The student's events stream (docs/rooms.md): GET /api/my/rooms/:id/events streams the room's
// `state` changes (a pause shows at once) and the teacher's notes addressed to this student or to
// all. The stream being open is the student being in the room: `presence` in_room true is published
// when it opens and false when it closes, so every server's live view sees it. Only a student
// enrolled in one of the room's sections; another school's room is 404.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { wire, type RoomStreams } from './live-stream.ts';
import { studentRoom, studentView } from '../rooms/student.ts';
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
      const id = +req.params.id;
      // studentRoom refuses a caller without a person record (not in the room)
      const partyId = p.partyId!;
      const presence = (in_room: boolean) =>
        publishRoomEvent(db, t, id, { type: 'presence', party_id: partyId, in_room });
      // subscribed before the room is read: a pause between the two still reaches the student
      await streams.stream(
        reply,
        { schema: t.schema, id },
        async () => {
          const room = await studentRoom(t, p, id);
          await presence(true);
          return [['ready', { room: studentView(room) }]];
        },
        async (e, sse) => {
          if (e.type === 'state') sse.send('state', wire(e));
          if (e.type !== 'note') return;
          const note = await noteFor(db, t, e.note_id, partyId);
          if (note) sse.send('note', { room_id: e.room_id, note_id: note.id, ...note });
        },
        () => presence(false),
      );
    },
  );
}
