// The rooms-live tests' common ground: a room of the demo teacher's section (the classroom tests'
// section, which the demo student attends) made with SQL, a second app instance on the same
// database (another server, as in jobs-servers.test.ts), and an event-stream reader over real HTTP
// (a live view never ends, so app.inject cannot read it).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SseParser } from '../../src/shared/sse-parser.ts';
import type { ApiTest } from '../helpers/api.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';

/** A room open for a year, of `sections`, made straight in the database; answers its id. */
export async function makeRoom(t: ApiTest, title: string, sections: number[]): Promise<number> {
  const db = t.app.database.db;
  const id = (
    await sql<{ id: number }>`INSERT INTO lms.rooms (title, kind, starts_at, ends_at, created_by_user)
      VALUES (${title}, 'custom', now() - interval '1 hour', now() + interval '1 year', 'test') RETURNING id`.execute(
      db,
    )
  ).rows[0].id;
  for (const s of sections)
    await sql`INSERT INTO lms.room_sections (room_id, section_id) VALUES (${id}, ${s})`.execute(db);
  return id;
}

/** the listening address of an app (listens on a free loopback port the first time) */
export async function addressOf(app: FastifyInstance): Promise<string> {
  const a = app.server.address();
  if (a && typeof a === 'object') return `http://127.0.0.1:${a.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Another server on the same database: its own pool, its own hub. */
export async function secondServer(t: ApiTest): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database: Database = await openDatabase(t.config);
  const app = await buildApp({ config: t.config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface Received {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  at: number;
}

export interface EventStream {
  status: number;
  events: Received[];
  /** the first event (from the start) matching, waiting up to `ms` */
  next(match: (e: Received) => boolean, ms?: number): Promise<Received>;
  close(): Promise<void>;
}

/** Opens `url` as an event stream with the account's token; reads it in the background. */
export async function openStream(base: string, token: string, url: string): Promise<EventStream> {
  const ctrl = new AbortController();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` }, signal: ctrl.signal });
  const events: Received[] = [];
  const wake = new Set<() => void>();
  const done = (async () => {
    if (!res.body) return;
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        for (const m of parser.feed(decoder.decode(value, { stream: true })))
          events.push({ event: m.event, data: JSON.parse(m.data), at: performance.now() });
        for (const w of wake) w();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    events,
    next: (match, ms = 5000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const hit = events.find(match);
          if (!hit) return false;
          wake.delete(look);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          wake.delete(look);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, ms);
        if (!look()) wake.add(look);
      }),
    close: async () => {
      ctrl.abort();
      await done;
    },
  };
}
