// GET /api/me: who the bearer token says is calling (the resolved principal).
import type { FastifyInstance } from 'fastify';

export default async function meRoutes(app: FastifyInstance) {
  app.get('/api/me', { config: { access: 'authenticated' } }, async (req) => req.principal);
}
