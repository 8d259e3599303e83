// The teacher's writes of a room (docs/rooms.md): create, edit (with its version: a stale one is a
// 409 with the room as it is now), delete, pause, resume and end. Each write and its audit row
// (platform.audit_log, resource 'rooms') go in one transaction; a change that can change the room's
// state publishes a `state` event (events.ts) once committed, so the live view and the student's
// page hear it on every server. Ending a room queues its summaries in the same transaction: the job
// exists exactly when the end does, whether or not any server's hub heard the event.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { versionConflict } from '../errors.ts';
import { writeAudit, type AuditedResource } from '../resources/audit.ts';
import type { Row } from '../resources/types.ts';
import { publishRoomEvent } from './events.ts';
import { managedRoom, readRoom, roomView } from './store.ts';
import type { RoomSettings } from './rules.ts';
import type { RoomWire } from './schemas.ts';
import type { Jobs } from '../jobs/engine.ts';

/** the after-room summaries' job (drafted by server/rooms-live/summary-job.ts) */
export const ROOM_SUMMARIES_JOB = 'room-summaries';

const ROOM_AUDIT: AuditedResource = { name: 'rooms', key: { column: 'id', type: 'int' } };
const ctx = (t: Tenant, p: Principal) => ({ principal: p, tenant: t });
const asRow = (r: RoomWire | null): Row | null => (r ? { ...r } : null);

async function setSections(trx: Db, t: Tenant, id: number, sectionIds: number[]) {
  await sql`DELETE FROM ${t.table('room_sections')} WHERE room_id = ${id}`.execute(trx);
  await sql`INSERT INTO ${t.table('room_sections')} (room_id, section_id)
    SELECT ${id}, unnest(${sectionIds}::int[])`.execute(trx);
}

/** The room as committed, for the reply and the audit row. */
async function reread(t: Tenant, p: Principal, id: number, trx: Db): Promise<RoomWire> {
  return roomView((await readRoom(t, p, id, trx))!);
}

export async function createRoom(db: Db, t: Tenant, p: Principal, s: RoomSettings): Promise<RoomWire> {
  return db.transaction().execute(async (trx) => {
    const r = await sql<{ id: number }>`INSERT INTO ${t.table('rooms')} (title, kind, instructions, topics,
        may_give_answers, unit_id, reading_grade, starts_at, ends_at, periods, time_zone, message_cap,
        created_by_party, created_by_user)
      VALUES (${s.title}, ${s.kind}, ${s.instructions}, ${s.topics}, ${s.may_give_answers}, ${s.unit_id},
        ${s.reading_grade}, ${s.starts_at}, ${s.ends_at}, ${JSON.stringify(s.periods)}::jsonb, ${s.time_zone},
        ${s.message_cap}, ${p.partyId}, ${p.userId})
      RETURNING id`.execute(trx);
    const id = r.rows[0].id;
    await setSections(trx, t, id, s.section_ids);
    const room = await reread(t, p, id, trx);
    await writeAudit(trx, ROOM_AUDIT, ctx(t, p), 'create', null, asRow(room));
    return room;
  });
}

/** The whole room replaced by `s` when `version` is still its version, else 409 with the room as it is. */
export async function updateRoom(db: Db, t: Tenant, p: Principal, id: number, s: RoomSettings, version: number) {
  const before = roomView(await managedRoom(t, p, id));
  const room = await db.transaction().execute(async (trx) => {
    const r = await sql<{ id: number }>`UPDATE ${t.table('rooms')} SET title = ${s.title}, kind = ${s.kind},
        instructions = ${s.instructions}, topics = ${s.topics}, may_give_answers = ${s.may_give_answers},
        unit_id = ${s.unit_id}, reading_grade = ${s.reading_grade}, starts_at = ${s.starts_at}, ends_at = ${s.ends_at},
        periods = ${JSON.stringify(s.periods)}::jsonb, time_zone = ${s.time_zone}, message_cap = ${s.message_cap},
        version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${version} RETURNING id`.execute(trx);
    if (!r.rows.length) return null;
    await setSections(trx, t, id, s.section_ids);
    const after = await reread(t, p, id, trx);
    await writeAudit(trx, ROOM_AUDIT, ctx(t, p), 'update', asRow(before), asRow(after));
    return after;
  });
  if (!room) throw versionConflict('room', roomView(await managedRoom(t, p, id)), version);
  await publishRoomEvent(db, t, id, { type: 'state', state: room.state });
  return room;
}

export async function deleteRoom(db: Db, t: Tenant, p: Principal, id: number) {
  const before = roomView(await managedRoom(t, p, id));
  await db.transaction().execute(async (trx) => {
    await sql`DELETE FROM ${t.table('rooms')} WHERE id = ${id}`.execute(trx);
    await writeAudit(trx, ROOM_AUDIT, ctx(t, p), 'delete', asRow(before), null);
  });
}

export type RoomAction = 'pause' | 'resume' | 'end';
const CHANGE: Record<RoomAction, ReturnType<typeof sql>> = {
  pause: sql`paused = true`,
  resume: sql`paused = false`,
  end: sql`ended_at = coalesce(ended_at, now())`,
};

/** Pauses, resumes or ends the room (a first end queues its summaries), then tells every server its state. */
export async function actOnRoom(
  db: Db,
  jobs: Pick<Jobs, 'send' | 'wake'>,
  t: Tenant,
  p: Principal,
  id: number,
  action: RoomAction,
) {
  const before = roomView(await managedRoom(t, p, id));
  const summarise = action === 'end' && before.state !== 'ended';
  const room = await db.transaction().execute(async (trx) => {
    await sql`UPDATE ${t.table('rooms')} SET ${CHANGE[action]}, version = version + 1, updated_at = now()
      WHERE id = ${id}`.execute(trx);
    const after = await reread(t, p, id, trx);
    await writeAudit(trx, ROOM_AUDIT, ctx(t, p), action, asRow(before), asRow(after));
    if (summarise) await jobs.send(ROOM_SUMMARIES_JOB, { schema: t.schema, roomId: id }, { trx });
    return after;
  });
  if (summarise) jobs.wake(ROOM_SUMMARIES_JOB, true);
  await publishRoomEvent(db, t, id, { type: 'state', state: room.state });
  return room;
}
