// PLACEHOLDER (owned by the access-policy work): enforces route config.access with src/policies.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors.ts';

export default fp(async function accessPolicy(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!req.routeOptions.url || access === 'public' || access === 'authenticated') return;
    if (!access) throw forbidden('This route declares no access rule', 'undeclared_route');
    const p = req.principal!;
    if (p.currentRole !== 'admin' && !p.rolePermissions.includes(access)) {
      throw forbidden(`Missing permission ${access}`, 'missing_permission', { permission: access });
    }
  });
});
