// The rules of a room's settings that its shape (schemas.ts) cannot say, each a 422 naming its
// field before anything is written: every period starts before it ends, the time zone is one Intl
// knows, the room ends after it starts, its sections are the caller's (a teacher's own sections,
// any section of the school for an administrator) and its unit is a lesson element of their courses.
import { sql } from 'kysely';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { unprocessable } from '../errors.ts';
import { teaches } from '../classroom/teaches.ts';
import { validTimeZone } from './state.ts';
import { isAdmin } from './store.ts';
import type { CreateRoomBody } from './schemas.ts';
import type { RoomSettings } from '../../src/shared/rooms.ts';

const invalid = (field: string, message: string) =>
  unprocessable(message, 'validation_failed', { fields: { [field]: message } });

/** The settings as stored (the wire Room's settable fields): defaults filled in, texts trimmed. */
export type { RoomSettings } from '../../src/shared/rooms.ts';

export async function checkedSettings(t: Tenant, p: Principal, body: CreateRoomBody): Promise<RoomSettings> {
  const periods = body.periods ?? [];
  const bad = periods.findIndex((x) => x.start >= x.end);
  if (bad >= 0) throw invalid('periods', `Period ${bad + 1} must start before it ends (${periods[bad].start})`);
  const time_zone = body.time_zone ?? 'UTC';
  if (!validTimeZone(time_zone)) throw invalid('time_zone', `Unknown time zone "${time_zone}" (use an IANA name)`);
  if (Date.parse(body.ends_at) <= Date.parse(body.starts_at))
    throw invalid('ends_at', 'The room must end after it starts');
  const section_ids = [...new Set(body.section_ids)].sort((a, b) => a - b);
  const mine = await sql<{ id: number; course_id: number }>`SELECT sec.id, sec.course_id FROM ${t.table('sections')} sec
    WHERE sec.id = ANY(${section_ids}::int[]) AND (${isAdmin(p)} OR ${teaches(t, p.partyId)})`.execute(t.db);
  const missing = section_ids.filter((id) => !mine.rows.some((r) => r.id === id));
  if (missing.length) throw invalid('section_ids', `Section ${missing.join(', ')} is not one of your sections`);
  const unit_id = body.unit_id ?? null;
  if (unit_id !== null) {
    const courses = mine.rows.map((r) => r.course_id);
    const unit = await sql<{ id: number }>`SELECT id FROM ${t.table('content_elements')}
      WHERE id = ${unit_id} AND course_id = ANY(${courses}::int[])`.execute(t.db);
    if (!unit.rows.length) throw invalid('unit_id', `Unit ${unit_id} is not part of the course of these sections`);
  }
  return {
    title: body.title.trim(),
    kind: body.kind,
    instructions: (body.instructions ?? '').trim(),
    topics: (body.topics ?? '').trim(),
    may_give_answers: body.may_give_answers ?? false,
    unit_id,
    reading_grade: body.reading_grade?.trim() || null,
    starts_at: body.starts_at,
    ends_at: body.ends_at,
    periods,
    time_zone,
    message_cap: body.message_cap ?? 50,
    section_ids,
  };
}
