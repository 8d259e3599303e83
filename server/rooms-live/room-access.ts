// Who may watch a room and who is in it, for the live routes. The rule is rooms-server's (a teacher
// of one of the room's sections, or an administrator; a student enrolled in one of them); this file
// stands in for its helper until server/rooms lands, then only forwards to it.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { forbidden, notFound } from '../errors.ts';

export interface RoomRow {
  id: number;
  title: string;
}

/** The room if `p` manages it: 404 when the tenant has no such room, 403 when not its teacher. */
export async function managedRoom(db: Db, tenant: Tenant, p: Principal, id: number): Promise<RoomRow> {
  const r = (
    await sql<RoomRow & { teaches: boolean }>`
      SELECT r.id, r.title, EXISTS (SELECT 1 FROM ${tenant.table('room_sections')} rs
        JOIN ${tenant.table('sections')} sec ON sec.id = rs.section_id
        WHERE rs.room_id = r.id AND (sec.teacher_party_id = ${p.partyId} OR EXISTS (SELECT 1
          FROM ${tenant.table('section_teachers')} st WHERE st.section_id = sec.id
          AND st.teacher_party_id = ${p.partyId}))) AS teaches
      FROM ${tenant.table('rooms')} r WHERE r.id = ${id}`.execute(db)
  ).rows[0];
  if (!r) throw notFound(`Room ${id} not found`);
  if (!r.teaches && p.currentRole !== 'admin') throw forbidden('Only a teacher of the room’s sections may do this');
  return { id: r.id, title: r.title };
}

/** The room if `p` is a student enrolled (not withdrawn) in one of its sections: else 404 / 403. */
export async function joinedRoom(
  db: Db,
  tenant: Tenant,
  p: Principal,
  id: number,
): Promise<RoomRow & { partyId: number }> {
  const r = (
    await sql<RoomRow & { enrolled: boolean }>`
      SELECT r.id, r.title, EXISTS (SELECT 1 FROM ${tenant.table('room_sections')} rs
        JOIN ${tenant.table('enrollments')} e ON e.section_id = rs.section_id AND e.withdrawn_at IS NULL
        WHERE rs.room_id = r.id AND e.student_party_id = ${p.partyId}) AS enrolled
      FROM ${tenant.table('rooms')} r WHERE r.id = ${id}`.execute(db)
  ).rows[0];
  if (!r) throw notFound(`Room ${id} not found`);
  if (!r.enrolled || p.partyId === null) throw forbidden('You are not in one of this room’s sections');
  return { id: r.id, title: r.title, partyId: p.partyId };
}
