// A student in a room (docs/rooms.md): the room as the student may see it, read from the database
// on every request (so a pause on one server refuses at once on all), whether the student is in it
// (enrolled, not withdrawn, in one of its sections), its one conversation and how many of the
// room's messages it has left. The refusals of the send path are decided here, before anything is
// stored.
import { sql } from 'kysely';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, conflict, forbidden, notFound } from '../errors.ts';
import { roomState } from './state.ts';
import { roomColumns, type RoomRow } from './store.ts';
import type { StudentRoomWire } from './schemas.ts';

export interface StudentRoomRow extends RoomRow {
  /** the course of the student's section in the room (null when not in it) */
  course_id: number | null;
  conversation_id: string | null;
  /** the student's own messages in the room */
  used: number;
}

export async function roomForStudent(t: Tenant, p: Principal, id: number): Promise<StudentRoomRow | undefined> {
  const r = await sql<StudentRoomRow>`SELECT ${roomColumns(t)},
      (SELECT sec.course_id FROM ${t.table('room_sections')} rs JOIN ${t.table('sections')} sec ON sec.id = rs.section_id
        JOIN ${t.table('enrollments')} e ON e.section_id = sec.id AND e.student_party_id = ${p.partyId}::integer
          AND e.withdrawn_at IS NULL
        WHERE rs.room_id = r.id ORDER BY sec.id LIMIT 1) AS course_id,
      c.id::text AS conversation_id,
      (SELECT count(*) FROM ${t.table('chat_messages')} m WHERE m.conversation_id = c.id AND m.role = 'user')::int AS used
    FROM ${t.table('rooms')} r
    LEFT JOIN ${t.table('chat_conversations')} c ON c.room_id = r.id AND c.user_id = ${p.userId}
    WHERE r.id = ${id}`.execute(t.db);
  return r.rows[0];
}

export function studentView(r: StudentRoomRow, now = new Date()): StudentRoomWire {
  const { state, next_open_at } = roomState(r, now);
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    state,
    next_open_at,
    ends_at: r.ends_at.toISOString(),
    message_cap: r.message_cap,
    messages_left: Math.max(0, r.message_cap - r.used),
    teacher_can_see: true,
  };
}

/** The room the student is in: 404 unknown (or another school's), 403 not in its sections. */
export async function studentRoom(t: Tenant, p: Principal, id: number): Promise<StudentRoomRow> {
  const room = await roomForStudent(t, p, id);
  if (!room) throw notFound(`Room ${id} not found`);
  if (room.course_id === null) throw forbidden("You are not in any of this room's sections", 'not_in_room');
  return room;
}

/** The room may take a message from the student now, else the contract's refusal. */
export function assertOpenFor(room: StudentRoomRow, now = new Date()) {
  const { state, next_open_at } = roomState(room, now);
  if (state === 'paused') throw conflict('Your teacher paused this room', 'room_paused', { state });
  if (state !== 'open') {
    const when = next_open_at ? `; it opens at ${next_open_at}` : '';
    throw conflict(`The room is ${state}${when}`, 'room_not_open', { state, next_open_at });
  }
  if (room.used >= room.message_cap)
    throw new ApiError(429, 'room_cap_reached', `You have sent all ${room.message_cap} messages of this room`);
}

/** The student's conversation in the room, made on its first message (one per room and user). */
export async function roomConversation(t: Tenant, p: Principal, room: StudentRoomRow): Promise<string> {
  if (room.conversation_id) return room.conversation_id;
  const course = room.kind === 'tutor' ? room.course_id : null;
  const r = await sql<{ id: string }>`WITH made AS (
      INSERT INTO ${t.table('chat_conversations')} (user_id, party_id, role_name, title, kind, course_id, room_id)
      VALUES (${p.userId}, ${p.partyId}, ${p.currentRole}, ${room.title.slice(0, 120)}, 'room', ${course}, ${room.id})
      ON CONFLICT (room_id, user_id) WHERE room_id IS NOT NULL DO NOTHING RETURNING id)
    SELECT id::text AS id FROM made UNION ALL
    SELECT id::text FROM ${t.table('chat_conversations')} WHERE room_id = ${room.id} AND user_id = ${p.userId}
    LIMIT 1`.execute(t.db);
  return r.rows[0].id;
}
