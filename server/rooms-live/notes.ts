// Teacher notes (docs/rooms.md): POST /api/rooms/:id/notes `{ to_party_id, content }` stores a
// message to one student of the room (or to all, null) and publishes `note`, so the student's events
// stream on any server shows it at once; GET /api/my/rooms/:id lists them. noteFor is what the
// student's stream sends for a `note` event: the note itself, only if it is the student's.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { replies } from '../schemas/replies.ts';
import { invalidField } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { managedRoom } from '../rooms/store.ts';
import { roomStudentName } from './live-read.ts';
import { publishRoomEvent } from '../rooms/events.ts';

const Num = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const NoteBody = Type.Object(
  {
    to_party_id: Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()]),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
const Note = Type.Object({
  id: Type.Integer(),
  room_id: Type.Integer(),
  to_party_id: Type.Union([Type.Integer(), Type.Null()]),
  content: Type.String(),
  created_at: Type.String(),
});

interface NoteRow {
  id: number;
  room_id: number;
  to_party_id: number | null;
  content: string;
  created_at: string;
}

const COLS = sql`id::int AS id, room_id, to_party_id, content,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** The note as the student's stream sends it, or undefined when it is addressed to someone else. */
export async function noteFor(db: Db, t: Tenant, noteId: number, partyId: number | null) {
  const n = (await sql<NoteRow>`SELECT ${COLS} FROM ${t.table('room_notes')} WHERE id = ${noteId}`.execute(db)).rows[0];
  if (!n || (n.to_party_id !== null && n.to_party_id !== partyId)) return undefined;
  return { id: n.id, content: n.content, to_me: n.to_party_id !== null, created_at: n.created_at };
}

export function noteRoutes(app: App) {
  const db = app.database.db;
  app.post(
    '/api/rooms/:id/notes',
    {
      config: { access: 'room.manage' },
      schema: { params: Type.Object({ id: Num }), body: NoteBody, response: replies({ 201: Note }) },
    },
    async (req, reply) => {
      const t = req.tenant!;
      const p = req.principal!;
      const room = await managedRoom(t, p, +req.params.id);
      const to = req.body.to_party_id;
      if (!req.body.content.trim()) throw invalidField('content', 'Write the message');
      if (to !== null && (await roomStudentName(db, t, room.id, to)) === undefined)
        throw invalidField('to_party_id', `Student ${to} is not in this room`);
      const note = (
        await sql<NoteRow>`INSERT INTO ${t.table('room_notes')} (room_id, to_party_id, author_user_id, content)
          VALUES (${room.id}, ${to}, ${p.userId}, ${req.body.content}) RETURNING ${COLS}`.execute(db)
      ).rows[0];
      await recordAudit(db, p, {
        tenantId: p.tenantId,
        action: 'create',
        resource: 'room_notes',
        recordId: note.id,
        after: note,
      });
      await publishRoomEvent(db, t, room.id, { type: 'note', note_id: note.id, to_party_id: to });
      return reply.code(201).send(note);
    },
  );
}
