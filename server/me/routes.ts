// GET /api/me: who the bearer token says is calling (the resolved principal).
import type { FastifyInstance } from 'fastify';
import { replies } from '../schemas/replies.ts';
import { PrincipalReply } from '../schemas/principal.ts';

export default async function meRoutes(app: FastifyInstance) {
  app.get(
    '/api/me',
    { config: { access: 'authenticated' }, schema: { response: replies({ 200: PrincipalReply }) } },
    async (req) => req.principal,
  );
}
