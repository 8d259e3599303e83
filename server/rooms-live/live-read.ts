// What the teacher's live view reads from the database: the room's students (enrolled in one of its
// sections, or who spoke in it) with their message counts and flags, the room's safety alerts (with
// who acknowledged each, and when), and one student's whole conversation. The row shapes are the
// wire's (src/shared/rooms.ts). Names are for the teacher's eyes; none of this goes to a model.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { LiveAlert, LiveMessage, LiveStudent } from '../../src/shared/rooms.ts';

export type { LiveAlert, LiveMessage, LiveStudent } from '../../src/shared/rooms.ts';

/** the name shown to the teacher (the preferred first name when there is one) */
export const NAME_SQL = sql<string>`trim(coalesce(nullif(p.preferred_name, ''), p.first_name) || ' ' || p.last_name)`;

/** The room's conversation of one student (the chat conversation of kind 'room'). */
export const roomConversation = (t: Tenant, roomId: number) => sql`
  SELECT c.id, p.party_id FROM ${t.table('chat_conversations')} c JOIN ${t.table('parties')} p
    ON p.party_id = c.party_id OR (c.party_id IS NULL AND p.user_id = c.user_id)
  WHERE c.room_id = ${roomId}`;

export async function liveStudents(db: Db, t: Tenant, roomId: number, present: Set<number>): Promise<LiveStudent[]> {
  const rows = (
    await sql<Omit<LiveStudent, 'in_room'>>`
      WITH conv AS (${roomConversation(t, roomId)}),
      who AS (
        SELECT e.student_party_id AS party_id FROM ${t.table('room_sections')} rs
          JOIN ${t.table('enrollments')} e ON e.section_id = rs.section_id AND e.withdrawn_at IS NULL
          WHERE rs.room_id = ${roomId}
        UNION SELECT party_id FROM conv)
      SELECT p.party_id, ${NAME_SQL} AS name,
        count(m.id) FILTER (WHERE m.role = 'user')::int AS messages,
        to_char(max(m.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_at,
        coalesce(bool_or(c.flagged), false) OR count(m.id) FILTER (WHERE m.risk IS NOT NULL) > 0 AS flagged
      FROM who JOIN ${t.table('parties')} p ON p.party_id = who.party_id
      LEFT JOIN conv ON conv.party_id = p.party_id
      LEFT JOIN ${t.table('chat_conversations')} c ON c.id = conv.id
      LEFT JOIN ${t.table('chat_messages')} m ON m.conversation_id = c.id
      GROUP BY p.party_id ORDER BY name, p.party_id`.execute(db)
  ).rows;
  return rows.map((r) => ({ ...r, in_room: present.has(r.party_id) }));
}

/** The room's alerts, newest first (only alert `alertId` when given). */
export async function liveAlerts(db: Db, t: Tenant, roomId: number, alertId?: number): Promise<LiveAlert[]> {
  return (
    await sql<LiveAlert>`
      SELECT a.id::int AS id, a.party_id, coalesce(${NAME_SQL}, '') AS name, a.category, a.excerpt,
        to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        to_char(a.acknowledged_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS acknowledged_at,
        CASE WHEN a.acknowledged_at IS NULL THEN NULL
          ELSE coalesce(nullif(trim(k.first_name || ' ' || k.last_name), ''), k.email, 'a teacher') END AS acknowledged_by
      FROM ${t.table('chat_alerts')} a JOIN ${t.table('chat_conversations')} c ON c.id = a.conversation_id
      LEFT JOIN ${t.table('parties')} p ON p.party_id = a.party_id
      LEFT JOIN platform.app_users k ON k.user_id = a.acknowledged_by
      WHERE c.room_id = ${roomId} ${alertId === undefined ? sql`` : sql`AND a.id = ${alertId}`}
      ORDER BY a.id DESC LIMIT 200`.execute(db)
  ).rows;
}

/** One student's conversation in the room (404-free: none yet is an empty list), oldest first. */
export async function studentMessages(db: Db, t: Tenant, roomId: number, partyId: number) {
  const conv = (
    await sql<{ id: string; party_id: number }>`${roomConversation(t, roomId)} AND p.party_id = ${partyId}`.execute(db)
  ).rows[0];
  if (!conv) return { conversationId: null, messages: [] as LiveMessage[] };
  const messages = (
    await sql<LiveMessage>`
      SELECT id::int AS id, role, content, risk IS NOT NULL AS flagged,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM ${t.table('chat_messages')} WHERE conversation_id = ${conv.id} ORDER BY id`.execute(db)
  ).rows;
  return { conversationId: Number(conv.id), messages };
}

/** The student's name if it is enrolled in one of the room's sections or spoke in it, else undefined. */
export async function roomStudentName(db: Db, t: Tenant, roomId: number, partyId: number) {
  const r = await sql<{ name: string }>`
    SELECT ${NAME_SQL} AS name FROM ${t.table('parties')} p WHERE p.party_id = ${partyId} AND (
      EXISTS (SELECT 1 FROM ${t.table('room_sections')} rs JOIN ${t.table('enrollments')} e
        ON e.section_id = rs.section_id AND e.withdrawn_at IS NULL
        WHERE rs.room_id = ${roomId} AND e.student_party_id = p.party_id)
      OR EXISTS (${roomConversation(t, roomId)} AND p.party_id = ${partyId}))`.execute(db);
  return r.rows[0]?.name;
}
