import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export default async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await sql`SELECT 1`.execute(opts.db);
    return { status: 'ok' };
  });
}
