// The events rooms-live publishes (presence, note) go out as every room event does: pg_notify on
// `lms_rooms` with `{ schema, room_id, type, ... }`, so every server's hub sees them. Stands in for
// server/rooms/events.ts's publishRoomEvent until that lands, then only forwards to it.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { ROOMS_CHANNEL } from './hub.ts';

export async function publishRoomEvent(
  db: Db,
  tenant: Tenant,
  roomId: number,
  event: { type: string; [field: string]: unknown },
) {
  const payload = JSON.stringify({ schema: tenant.schema, room_id: roomId, ...event });
  await sql`SELECT pg_notify(${ROOMS_CHANNEL}, ${payload})`.execute(db);
}
