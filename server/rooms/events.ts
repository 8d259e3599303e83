// What happens in a room, told to every server process (docs/rooms.md): one pg_notify on the channel
// lms_rooms per event, { schema, room_id, type, ... }, kept small (ids and at most ~1 kB of text) so
// PostgreSQL's 8 kB payload limit is never near. The live view (server/rooms-live) LISTENs and fans
// out; this side only publishes. rooms publishes message / delta / state / alert, rooms-live
// presence / note / alert_ack.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { RoomState } from './state.ts';

export const ROOMS_CHANNEL = 'lms_rooms';
/** The longest text an event carries (a message's content, a delta's text). */
export const EVENT_TEXT_MAX = 1000;
/** The longest excerpt an alert carries. */
export const ALERT_EXCERPT_MAX = 300;
/** A student's streamed answer is published at most this often. */
export const DELTA_EVERY_MS = 200;

export type RoomEvent =
  | {
      type: 'message';
      party_id: number | null;
      conversation_id: number;
      /** null for the student's message told as it is sent: it is stored with its answer */
      message_id: number | null;
      role: 'user' | 'assistant';
      content: string;
    }
  | { type: 'delta'; party_id: number | null; text: string }
  | { type: 'state'; state: RoomState }
  | { type: 'alert'; alert_id: number; party_id: number | null; category: string; excerpt: string }
  /** a teacher acknowledged the alert: every live view of the room marks it */
  | { type: 'alert_ack'; alert_id: number; acknowledged_at: string; acknowledged_by: string }
  | { type: 'presence'; party_id: number; in_room: boolean }
  | { type: 'note'; note_id: number; to_party_id: number | null };

/** One notification as a listener parses it. */
export type RoomNotification = RoomEvent & { schema: string; room_id: number };

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The event with its texts cut to their limits. */
function bounded(event: RoomEvent): RoomEvent {
  if (event.type === 'message') return { ...event, content: clip(event.content, EVENT_TEXT_MAX) };
  if (event.type === 'delta') return { ...event, text: clip(event.text, EVENT_TEXT_MAX) };
  if (event.type === 'alert') return { ...event, excerpt: clip(event.excerpt, ALERT_EXCERPT_MAX) };
  return event;
}

export async function publishRoomEvent(db: Db, tenant: Tenant, roomId: number, event: RoomEvent): Promise<void> {
  const payload: RoomNotification = { schema: tenant.schema, room_id: roomId, ...bounded(event) };
  await sql`SELECT pg_notify(${ROOMS_CHANNEL}, ${JSON.stringify(payload)})`.execute(db);
}

/**
 * A student's answer as it streams: `push` collects the tokens, at most one `delta` event leaves
 * every DELTA_EVERY_MS (the text since the last one), `flush` sends what is left. A failed publish is
 * logged by `onError`, never breaks the student's stream.
 */
export function deltaPublisher(send: (text: string) => Promise<void>, onError: (err: unknown) => void) {
  let pending = '';
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  // one after another, so the live view gets the text in order
  let sent: Promise<void> = Promise.resolve();
  const fire = (): Promise<void> => {
    timer = undefined;
    last = Date.now();
    const text = pending;
    pending = '';
    if (text) sent = sent.then(() => send(text)).catch(onError);
    return sent;
  };
  return {
    push(text: string) {
      pending += text;
      if (timer) return;
      const wait = DELTA_EVERY_MS - (Date.now() - last);
      if (wait <= 0) void fire();
      else timer = setTimeout(fire, wait);
    },
    /** sends what is left; resolves once it is published (so the kept answer's event comes after it) */
    flush() {
      if (timer) clearTimeout(timer);
      return fire();
    },
  };
}
