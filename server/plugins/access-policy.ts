// PLACEHOLDER (owned by the access-policy work): enforces route config.access with src/policies.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors.ts';

/** Throws 403 with the reason when the principal may not use something needing `access`
 * (and, when given, reached from the UI path `uiPath`). Used by the hook below and by engines
 * that check per item (the list-query registry). */
export function checkAccess(p: import('../auth/principal.ts').Principal, access: string, uiPath?: string) {
  if (uiPath && p.blockedPaths.includes(uiPath)) {
    throw forbidden(`${uiPath} is blocked for tenant ${p.schema}`, 'blocked_path', { path: uiPath, tenant: p.schema });
  }
  if (access === 'public' || access === 'authenticated') return;
  if (p.currentRole !== 'admin' && !p.rolePermissions.includes(access)) {
    throw forbidden(`Missing permission ${access}`, 'missing_permission', { permission: access });
  }
}

export default fp(async function accessPolicy(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!req.routeOptions.url || access === 'public' || access === 'authenticated') return;
    if (!access) throw forbidden('This route declares no access rule', 'undeclared_route');
    checkAccess(req.principal!, access, req.routeOptions.config?.uiPath);
  });
});
