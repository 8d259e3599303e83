// PostgreSQL LISTEN/NOTIFY for in-memory caches that several servers keep over one database.
// Database triggers send the notifications (see the platform migrations), so no write path has
// to remember them. A subscriber is told `message` for each notification and `reset` whenever
// notifications may have been missed (listener lost or re-established): it must then forget
// everything, and must not cache while `live` is false.
import type pg from 'pg';
import { keepListening, type ListenerOptions } from './listener.ts';

export const PRINCIPAL_CHANNEL = 'principal_invalidate';
/** Every channel is listened on from the start, so pool connections need no later LISTEN. */
const CHANNELS = [PRINCIPAL_CHANNEL];
export const LISTENER_NAME = 'lms-notify-listener';
const LISTEN_SQL = CHANNELS.map((c) => `LISTEN ${c};`).join(' ');

export interface NotificationHandlers {
  message(payload: string): void;
  reset(): void;
}

export class Notifications {
  private readonly subs = new Map<string, Set<NotificationHandlers>>();
  private isLive = false;
  private starter?: () => void;

  constructor(starter?: () => void) {
    this.starter = starter;
  }

  /** True while every notification is known to reach this process. */
  get live(): boolean {
    return this.isLive;
  }

  subscribe(channel: string, handlers: NotificationHandlers): () => void {
    if (!CHANNELS.includes(channel)) throw new Error(`Unknown notification channel: ${channel}`);
    let set = this.subs.get(channel);
    if (!set) this.subs.set(channel, (set = new Set()));
    set.add(handlers);
    // the dedicated listener connection is opened only once someone needs it
    const start = this.starter;
    this.starter = undefined;
    start?.();
    return () => void set.delete(handlers);
  }

  dispatch(channel: string, payload: string) {
    for (const h of this.subs.get(channel) ?? []) {
      try {
        h.message(payload);
      } catch (err) {
        console.warn(`[db] notification handler failed: ${(err as Error).message}`);
        h.reset();
      }
    }
  }

  setLive(live: boolean) {
    this.isLive = live;
    // both ways: going down, cached data can no longer be trusted; coming up, some
    // notifications may have been missed in between
    for (const set of this.subs.values()) for (const h of set) h.reset();
  }
}

export type PostgresNotificationOptions = ListenerOptions;

/**
 * Two sources feed the hub. A dedicated listener connection (reconnecting, with a heartbeat:
 * listener.ts) receives what other servers commit. Every pool connection listens too: PostgreSQL
 * delivers a session's own notifications before its COMMIT returns, so a write made by this
 * process has invalidated this process's cache before the write's request answers.
 */
export function postgresNotifications(
  pgModule: typeof pg,
  pool: pg.Pool,
  connectionString: string,
  opts: PostgresNotificationOptions = {},
): { hub: Notifications; close(): Promise<void> } {
  const log = opts.log ?? ((msg: string) => console.warn(`[db] ${msg}`));
  const onNotification = (m: pg.Notification) => hub.dispatch(m.channel, m.payload ?? '');

  pool.on('connect', (client) => {
    client.on('notification', onNotification);
    client.query(LISTEN_SQL).catch((err: Error) => log(`LISTEN on a pool connection failed: ${err.message}`));
  });

  let listener: ReturnType<typeof keepListening> | undefined;
  let closed = false;
  // the dedicated connection is opened only once someone subscribes
  const hub = new Notifications(() => {
    if (closed) return;
    listener = keepListening(pgModule, {
      ...opts,
      log: (msg) => log(`${msg} (caches cleared)`),
      connectionString,
      channels: CHANNELS,
      name: LISTENER_NAME,
      onNotification,
      onLive: (live) => hub.setLive(live),
    });
  });
  return {
    hub,
    async close() {
      closed = true;
      if (listener) await listener.close();
      else hub.setLive(false);
    },
  };
}
