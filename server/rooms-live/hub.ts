// The rooms' event hub (docs/rooms.md, "Live view and figures"): one dedicated connection per server
// process LISTENs on `lms_rooms` (server/db/listener.ts), where any server's publishRoomEvent (pg_notify) lands, and hands
// each event to this process's subscribers of its (schema, room): the teachers' live views and the
// students' event streams. It also keeps who is in each room from the `presence` events of every
// server, for the live view's snapshot. The connection reconnects when it drops (a heartbeat bounds
// how long a silent loss goes unseen); events published meanwhile are lost, so once it listens again
// the hub tells its `onRegained` listeners (the open streams end, their pages reconnect and read the
// room afresh). It is closed before the app's database (preClose).
import type pg from 'pg';
import { keepListening, type ListenerOptions } from '../db/listener.ts';
import { ROOMS_CHANNEL, type RoomNotification } from '../rooms/events.ts';

export const HUB_NAME = 'lms-rooms-hub';

/** One event as published: `{ schema, room_id, type, ... }` (server/rooms/events.ts). */
export type RoomEvent = RoomNotification;

type Listener = (e: RoomEvent) => void;
const keyOf = (schema: string, roomId: number) => `${schema}\u0000${roomId}`;

export class RoomHub {
  private readonly rooms = new Map<string, Set<Listener>>();
  private readonly every = new Set<Listener>();
  /** open student streams per room and party, over every server */
  private readonly present = new Map<string, Map<number, number>>();
  /** true while every event is known to reach this process */
  live = false;
  private lost = false;
  private readonly regained = new Set<() => void>();

  /** runs `fn` each time the connection listens again after a loss (events may have been missed) */
  onRegained(fn: () => void): () => void {
    this.regained.add(fn);
    return () => void this.regained.delete(fn);
  }

  /** the listener's news: listening (again) or not */
  setLive(live: boolean) {
    if (!live && this.live) this.lost = true;
    this.live = live;
    if (!live || !this.lost) return;
    this.lost = false;
    for (const fn of [...this.regained]) fn();
  }

  /** this room's events from now on; answers the unsubscribe */
  subscribe(schema: string, roomId: number, fn: Listener): () => void {
    const k = keyOf(schema, roomId);
    let set = this.rooms.get(k);
    if (!set) this.rooms.set(k, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size && this.rooms.get(k) === set) this.rooms.delete(k);
    };
  }

  /** every room's events (alerts to teachers) */
  onEvery(fn: Listener): () => void {
    this.every.add(fn);
    return () => void this.every.delete(fn);
  }

  /** the students whose event stream is open in this room, on any server */
  inRoom(schema: string, roomId: number): Set<number> {
    const m = this.present.get(keyOf(schema, roomId));
    return new Set([...(m ?? new Map<number, number>())].filter(([, n]) => n > 0).map(([id]) => id));
  }

  dispatch(payload: string) {
    let e: RoomEvent;
    try {
      e = JSON.parse(payload) as RoomEvent;
    } catch {
      return console.warn(`[rooms] unreadable event: ${payload.slice(0, 200)}`);
    }
    if (typeof e?.schema !== 'string' || !Number.isInteger(e.room_id)) return;
    const k = keyOf(e.schema, e.room_id);
    if (e.type === 'presence') this.count(k, e.party_id, e.in_room ? 1 : -1);
    for (const fn of [...(this.rooms.get(k) ?? []), ...this.every]) {
      try {
        fn(e);
      } catch (err) {
        console.warn(`[rooms] event handler failed: ${(err as Error).message}`);
      }
    }
  }

  private count(k: string, partyId: number, by: number) {
    let m = this.present.get(k);
    if (!m) this.present.set(k, (m = new Map()));
    const n = Math.max(0, (m.get(partyId) ?? 0) + by);
    if (n) m.set(partyId, n);
    else m.delete(partyId);
  }
}

/** Starts the listener; resolves once it LISTENs (or failed its first try, then retrying). */
export async function startRoomHub(
  pgModule: typeof pg,
  connectionString: string,
  opts: ListenerOptions = {},
): Promise<{ hub: RoomHub; close(): Promise<void> }> {
  const hub = new RoomHub();
  const listener = keepListening(pgModule, {
    log: (msg) => console.warn(`[rooms] ${msg}`),
    ...opts,
    connectionString,
    channels: [ROOMS_CHANNEL],
    name: HUB_NAME,
    onNotification: (m) => hub.dispatch(m.payload ?? ''),
    onLive: (live) => hub.setLive(live),
  });
  await listener.ready;
  return { hub, close: () => listener.close() };
}
