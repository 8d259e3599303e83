// The rooms of one school (docs/rooms.md): read with their sections and their state, in the wire
// shape of the rooms contract, and who may manage one. A teacher manages the rooms of sections it
// teaches (server/classroom/teaches.ts), an administrator (room.manage) every room of its school;
// another school's room is not in this schema at all (404).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { forbidden, notFound } from '../errors.ts';
import { teaches } from '../classroom/teaches.ts';
import { roomState } from './state.ts';
import type { RoomWire } from './schemas.ts';

/** a room as read from the database: the wire Room's stored fields, with its times as Dates */
export type RoomRow = Omit<RoomWire, 'starts_at' | 'ends_at' | 'ended_at' | 'state' | 'next_open_at'> & {
  starts_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  created_at: Date;
};

export const isAdmin = (p: Principal) => p.currentRole === 'admin';

/** The room columns and its sections, from `rooms r`. */
export const roomColumns = (t: Tenant) => sql`r.id, r.title, r.kind, r.instructions, r.topics, r.may_give_answers,
  r.unit_id, r.reading_grade, r.starts_at, r.ends_at, r.periods, r.time_zone, r.message_cap, r.paused, r.ended_at,
  r.version, r.created_at, ARRAY(SELECT rs.section_id FROM ${t.table('room_sections')} rs WHERE rs.room_id = r.id
    ORDER BY rs.section_id) AS section_ids`;

/** SQL true when the caller manages room `r`: an administrator, or it teaches one of the room's sections. */
export const manages = (t: Tenant, p: Principal): RawBuilder<boolean> =>
  isAdmin(p)
    ? sql<boolean>`true`
    : sql<boolean>`EXISTS (SELECT 1 FROM ${t.table('room_sections')} rs JOIN ${t.table('sections')} sec
        ON sec.id = rs.section_id WHERE rs.room_id = r.id AND ${teaches(t, p.partyId)})`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function roomView(r: RoomRow, now = new Date()): RoomWire {
  const { state, next_open_at } = roomState(r, now);
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    instructions: r.instructions,
    topics: r.topics,
    may_give_answers: r.may_give_answers,
    unit_id: r.unit_id,
    reading_grade: r.reading_grade,
    starts_at: r.starts_at.toISOString(),
    ends_at: r.ends_at.toISOString(),
    periods: r.periods,
    time_zone: r.time_zone,
    message_cap: r.message_cap,
    paused: r.paused,
    ended_at: iso(r.ended_at),
    section_ids: r.section_ids.map(Number),
    state,
    next_open_at,
    version: r.version,
  };
}

/** One room of the school with whether the caller manages it, or undefined (`on`: a transaction). */
export async function readRoom(t: Tenant, p: Principal, id: number, on?: Db) {
  const r = await sql<RoomRow & { managed: boolean }>`SELECT ${roomColumns(t)}, ${manages(t, p)} AS managed
    FROM ${t.table('rooms')} r WHERE r.id = ${id}`.execute(on ?? t.db);
  return r.rows[0];
}

/** A room the caller manages: 404 when the school has none by that id, 403 when it is another teacher's. */
export async function managedRoom(t: Tenant, p: Principal, id: number): Promise<RoomRow> {
  const row = await readRoom(t, p, id);
  if (!row) throw notFound(`Room ${id} not found`);
  if (!row.managed) throw forbidden(`Room ${id} is not one of the rooms of your sections`);
  return row;
}

/** The rooms the caller manages, newest first; of one section when `sectionId` is given. */
export async function managedRooms(t: Tenant, p: Principal, sectionId?: number): Promise<RoomRow[]> {
  const ofSection = sectionId
    ? sql`AND EXISTS (SELECT 1 FROM ${t.table('room_sections')} x WHERE x.room_id = r.id AND x.section_id = ${sectionId})`
    : sql``;
  const r = await sql<RoomRow>`SELECT ${roomColumns(t)} FROM ${t.table('rooms')} r
    WHERE ${manages(t, p)} ${ofSection} ORDER BY r.created_at DESC, r.id DESC LIMIT 500`.execute(t.db);
  return r.rows;
}
