// The rooms-live tests' common ground: a room of the demo teacher's section (the classroom tests'
// section, which the demo student attends) made with SQL, a second app instance on the same
// database (another server, as in jobs-servers.test.ts); streams are read over real HTTP
// (tests/helpers/event-stream.ts: a live view never ends, so app.inject cannot read it).
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
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
