import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { replies } from '../schemas/replies.ts';

const HealthReply = Type.Object({ status: Type.Literal('ok') });

export default async function healthRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: replies({ 200: HealthReply }) } },
    async () => {
      await sql`SELECT 1`.execute(opts.db);
      return { status: 'ok' as const };
    },
  );
}
