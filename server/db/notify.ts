// PostgreSQL LISTEN/NOTIFY for in-memory caches that several servers keep over one database.
// Database triggers send the notifications (see the platform migrations), so no write path has
// to remember them. A subscriber is told `message` for each notification and `reset` whenever
// notifications may have been missed (listener lost or re-established): it must then forget
// everything, and must not cache while `live` is false.
import type pg from 'pg';

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

export interface PostgresNotificationOptions {
  /** heartbeat on the listener connection, which also bounds how long a silent loss goes unseen */
  heartbeatMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  log?: (msg: string) => void;
}

/**
 * Two sources feed the hub. A dedicated listener connection (reconnecting, with a heartbeat)
 * receives what other servers commit. Every pool connection listens too: PostgreSQL delivers a
 * session's own notifications before its COMMIT returns, so a write made by this process has
 * invalidated this process's cache before the write's request answers.
 */
export function postgresNotifications(
  pgModule: typeof pg,
  pool: pg.Pool,
  connectionString: string,
  opts: PostgresNotificationOptions = {},
): { hub: Notifications; close(): Promise<void> } {
  const heartbeatMs = opts.heartbeatMs ?? 5_000;
  const minDelay = opts.reconnectMinMs ?? 100;
  const maxDelay = opts.reconnectMaxMs ?? 5_000;
  const log = opts.log ?? ((msg: string) => console.warn(`[db] ${msg}`));
  const onNotification = (m: pg.Notification) => hub.dispatch(m.channel, m.payload ?? '');

  pool.on('connect', (client) => {
    client.on('notification', onNotification);
    client.query(LISTEN_SQL).catch((err: Error) => log(`LISTEN on a pool connection failed: ${err.message}`));
  });

  let closed = false;
  let client: pg.Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = minDelay;

  const lost = (c: pg.Client, why: string) => {
    if (c !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (closed) return;
    log(`notification listener lost (${why}); caches cleared, reconnecting`);
    hub.setLive(false);
    retry = setTimeout(connect, delay);
    retry.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = () => {
    if (closed) return;
    const c = new pgModule.Client({
      connectionString,
      keepAlive: true,
      query_timeout: heartbeatMs,
      // named, so an operator (or a test) can find it in pg_stat_activity
      application_name: LISTENER_NAME,
    });
    client = c;
    c.on('notification', onNotification);
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.connect()
      .then(() => c.query(LISTEN_SQL))
      .then(() => {
        if (c !== client) return;
        delay = minDelay;
        hub.setLive(true);
        heartbeat = setInterval(() => {
          c.query('SELECT 1').catch((err: Error) => lost(c, err.message));
        }, heartbeatMs);
        heartbeat.unref();
      })
      .catch((err: Error) => lost(c, err.message));
  };

  const hub = new Notifications(connect);
  return {
    hub,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      hub.setLive(false);
      await c?.end().catch(() => undefined);
    },
  };
}
