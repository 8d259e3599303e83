// A dedicated LISTEN connection that stays up: it reconnects (with backoff) when the connection
// errors, ends or stops answering its heartbeat, and says when it is live and when it was lost, so
// its owner knows notifications may have been missed. Used by the cache invalidations (notify.ts)
// and by the rooms' event hub (server/rooms-live/hub.ts).
import type pg from 'pg';

export interface ListenerOptions {
  /** heartbeat on the connection, which also bounds how long a silent loss goes unseen */
  heartbeatMs?: number;
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  log?: (msg: string) => void;
}

export interface ListenerSpec extends ListenerOptions {
  connectionString: string;
  channels: string[];
  /** application_name, so an operator (or a test) can find it in pg_stat_activity */
  name: string;
  onNotification(m: pg.Notification): void;
  /** true once LISTENing (again), false when the connection is lost or closed */
  onLive(live: boolean): void;
}

/** Starts connecting; `ready` settles after the first try (LISTENing, or failed and retrying). */
export function keepListening(
  pgModule: typeof pg,
  spec: ListenerSpec,
): { ready: Promise<void>; close(): Promise<void> } {
  const heartbeatMs = spec.heartbeatMs ?? 5_000;
  const minDelay = spec.reconnectMinMs ?? 100;
  const maxDelay = spec.reconnectMaxMs ?? 5_000;
  const log = spec.log ?? ((msg: string) => console.warn(`[db] ${msg}`));
  const listenSql = spec.channels.map((c) => `LISTEN ${c};`).join(' ');
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
    log(`${spec.name} lost (${why}); reconnecting`);
    spec.onLive(false);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pgModule.Client({
      connectionString: spec.connectionString,
      keepAlive: true,
      query_timeout: heartbeatMs,
      application_name: spec.name,
    });
    client = c;
    c.on('notification', spec.onNotification);
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'connection ended'));
    try {
      await c.connect();
      await c.query(listenSql);
    } catch (err) {
      return lost(c, (err as Error).message);
    }
    if (c !== client) return;
    delay = minDelay;
    spec.onLive(true);
    heartbeat = setInterval(() => {
      c.query('SELECT 1').catch((err: Error) => lost(c, err.message));
    }, heartbeatMs);
    heartbeat.unref();
  };

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      spec.onLive(false);
      await c?.end().catch(() => undefined);
    },
  };
}
