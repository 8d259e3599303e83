// The rooms of a course home and the student's room (docs/rooms.md): GET
// /api/sections/:sectionId/rooms (the section's teacher or an administrator: every room as Room;
// its students: the rooms not ended, as the student sees them; anyone else: 404), GET
// /api/my/rooms/:id (the room, the student's conversation, the teacher's notes to it or to all) and
// POST /api/my/rooms/:id/messages (send.ts, streamed).
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import type { AiServices } from '../ai/services.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { teaches } from '../classroom/teaches.ts';
import { isAdmin, managedRooms, roomView } from './store.ts';
import { roomForStudent, studentRoom, studentView } from './student.ts';
import { roomSender } from './send.ts';
import { Room, RoomId, SectionParams, StudentRoom } from './schemas.ts';

const signedIn = { access: 'authenticated' };
const SectionRooms = Type.Object({ rows: Type.Union([Type.Array(Room), Type.Array(StudentRoom)]) });
const Mine = Type.Object({
  room: StudentRoom,
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
      content: Type.String(),
      created_at: Type.String(),
    }),
  ),
  notes: Type.Array(
    Type.Object({ id: Type.Integer(), content: Type.String(), to_me: Type.Boolean(), created_at: Type.String() }),
  ),
});
const Content = Type.Object({ content: Type.String({ maxLength: 20_000 }) }, { additionalProperties: false });

async function sectionRooms(t: Tenant, p: Principal, sectionId: number) {
  const r = await sql<{ teaches: boolean; attends: boolean }>`SELECT ${teaches(t, p.partyId)} AS teaches,
      EXISTS (SELECT 1 FROM ${t.table('enrollments')} e WHERE e.section_id = sec.id
        AND e.student_party_id = ${p.partyId}::integer AND e.withdrawn_at IS NULL) AS attends
    FROM ${t.table('sections')} sec WHERE sec.id = ${sectionId}`.execute(t.db);
  const sec = r.rows[0];
  if (sec && (sec.teaches || isAdmin(p))) return (await managedRooms(t, p, sectionId)).map((x) => roomView(x));
  if (!sec?.attends) throw notFound(`Section ${sectionId} not found`);
  const ids = await sql<{ id: number }>`SELECT r.id FROM ${t.table('rooms')} r
    JOIN ${t.table('room_sections')} rs ON rs.room_id = r.id AND rs.section_id = ${sectionId}
    WHERE r.ended_at IS NULL AND r.ends_at > now() ORDER BY r.starts_at, r.id`.execute(t.db);
  const rooms = await Promise.all(ids.rows.map((x) => roomForStudent(t, p, x.id)));
  return rooms.filter((x) => x !== undefined).map((x) => studentView(x));
}

async function myRoom(t: Tenant, p: Principal, id: number) {
  const room = await studentRoom(t, p, id);
  const messages = await sql<{ id: number; role: 'user' | 'assistant'; content: string; created_at: Date }>`
    SELECT id::int AS id, role, content, created_at FROM ${t.table('chat_messages')}
    WHERE conversation_id = ${room.conversation_id ?? '0'}::bigint ORDER BY id`.execute(t.db);
  const notes = await sql<{ id: number; content: string; to_me: boolean; created_at: Date }>`
    SELECT id::int AS id, content, to_party_id IS NOT NULL AS to_me, created_at FROM ${t.table('room_notes')}
    WHERE room_id = ${id} AND (to_party_id IS NULL OR to_party_id = ${p.partyId}::integer) ORDER BY id`.execute(t.db);
  const at = <T extends { created_at: Date }>(x: T) => ({ ...x, created_at: x.created_at.toISOString() });
  return { room: studentView(room), messages: messages.rows.map(at), notes: notes.rows.map(at) };
}

export function studentRoutes(app: App, ai: AiServices) {
  const send = roomSender(app, ai);
  app.get(
    '/api/sections/:sectionId/rooms',
    { config: signedIn, schema: { params: SectionParams, response: replies({ 200: SectionRooms }) } },
    async (req) => ({ rows: await sectionRooms(req.tenant!, req.principal!, +req.params.sectionId) }),
  );
  app.get(
    '/api/my/rooms/:id',
    { config: signedIn, schema: { params: RoomId, response: replies({ 200: Mine }) } },
    async (req) => myRoom(req.tenant!, req.principal!, +req.params.id),
  );
  app.post(
    '/api/my/rooms/:id/messages',
    { config: { ...signedIn, produces: 'text/event-stream' }, schema: { params: RoomId, body: Content } },
    async (req, reply) => send(req.tenant!, req.principal!, +req.params.id, req.body.content, reply),
  );
}
