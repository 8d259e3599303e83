// Student AI rooms as LTI resource links (docs/lti.md, docs/rooms.md). The deep-linking picker offers
// the teacher's rooms that have not ended, of sections it teaches (or co-teaches) in the
// registration's school; a pick is stored in platform.lti_resource_links (room_id) and answered as a
// plain ltiResourceLink (nothing is graded). "Teaches" is written out as server/classroom/teaches.ts
// says it (that folder imports this one for grade passback). A later launch of the link lands a student on the room's
// page and a teacher on its live view (quiz-links.ts finds the link, as it finds a quiz's).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { tenantById } from '../db/tenant.ts';
import { roomState, type Schedule } from '../rooms/state.ts';
import { picked, storeLink, type LinkPick } from './quiz-links.ts';
import type { Platform } from './registrations.ts';
import { toolUrls } from './tool-urls.ts';

export const ROOM_ITEM = 'room:';

export interface TeacherRoom {
  id: number;
  title: string;
  kind: string;
  state: string;
}

/** The teacher's rooms that have not ended (newest 100), or the one `id`. */
export async function teacherRooms(db: Db, platform: Platform, userId: string, id?: number): Promise<TeacherRoom[]> {
  const t = await tenantById(db, platform.tenant_id);
  const party = (
    await sql<{ party_id: number | null }>`SELECT party_id FROM platform.app_users WHERE user_id = ${userId}
      AND tenant_id = ${platform.tenant_id}`.execute(db)
  ).rows[0]?.party_id;
  if (!t || !party) return [];
  const r = await sql<Schedule & { id: number; title: string; kind: string }>`
    SELECT r.id, r.title, r.kind, r.starts_at, r.ends_at, r.ended_at, r.paused, r.periods, r.time_zone
    FROM ${t.table('rooms')} r
    WHERE r.ended_at IS NULL AND r.ends_at > now() AND (${id ?? null}::int IS NULL OR r.id = ${id ?? null}::int)
      AND EXISTS (SELECT 1 FROM ${t.table('room_sections')} rs JOIN ${t.table('sections')} sec ON sec.id = rs.section_id
        WHERE rs.room_id = r.id AND (sec.teacher_party_id = ${party} OR EXISTS (SELECT 1
          FROM ${t.table('section_teachers')} st WHERE st.section_id = sec.id AND st.teacher_party_id = ${party})))
    ORDER BY r.created_at DESC, r.id DESC LIMIT 100`.execute(db);
  const now = new Date();
  return r.rows
    .map((row) => ({ id: row.id, title: row.title, kind: row.kind, state: roomState(row, now).state }))
    .filter((row) => row.state !== 'ended');
}

/** Stores the pick of room `raw` and answers its content item. */
export async function roomContentItem(db: Db, config: Config, platform: Platform, pick: LinkPick, raw: string) {
  const room = await picked(
    raw,
    (id) => teacherRooms(db, platform, pick.user_id, id),
    'That room is not one of yours, or it has ended',
  );
  const custom = { room_link_id: await storeLink(db, platform, pick, { room: room.id }), room_id: String(room.id) };
  return {
    title: room.title,
    item: { type: 'ltiResourceLink', title: room.title, url: toolUrls(config).launch_url, custom },
  };
}
