// The request's tenant carrier: after authentication (and after the body is parsed) every signed-in
// request gets `req.tenant`, built once from the verified principal. A route that lets a platform
// operator name another tenant (`config.namedTenant`: the list query's dbschema / tenantSchema
// fields) has it decided here and nowhere else; handlers hand `req.tenant` down.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { tenantBySchema, tenantOf, type Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { isOperator } from '../auth/operator.ts';
import { badRequest, forbidden } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the tenant the request works on; set for every signed-in request */
    tenant?: Tenant;
  }
  interface FastifyContextConfig {
    /** the body's dbschema / tenantSchema may name the tenant (an operator may name any) */
    namedTenant?: boolean;
  }
}

/** The tenant a request names in `fields`: the caller's own, or for an operator any existing one. */
export async function decideTenant(
  db: Db,
  p: Principal,
  fields: { dbschema?: unknown; tenantSchema?: unknown },
): Promise<Tenant> {
  const named = [fields.dbschema, fields.tenantSchema].filter((s): s is string => typeof s === 'string' && s !== '');
  const distinct = [...new Set(named)];
  if (distinct.length > 1) throw badRequest('dbschema and tenantSchema name different tenants', 'schema_mismatch');
  const want = distinct[0];
  if (want === undefined || want === p.schema) return tenantOf(db, p);
  if (!isOperator(p)) {
    throw forbidden(`Schema ${JSON.stringify(want.slice(0, 64))} is not your tenant`, 'schema_forbidden');
  }
  const found = /^[a-z][a-z0-9_]{1,62}$/.test(want) ? await tenantBySchema(db, want, true) : undefined;
  if (!found) throw forbidden(`No tenant with schema ${JSON.stringify(want.slice(0, 64))}`, 'schema_forbidden');
  return found;
}

export default fp(async function tenantCarrier(app: FastifyInstance, opts: { db: Db }) {
  app.decorateRequest('tenant', undefined);
  app.addHook('preHandler', async (req: FastifyRequest) => {
    const p = req.principal;
    if (!p) return;
    const body = req.body;
    req.tenant =
      req.routeOptions.config?.namedTenant && body && typeof body === 'object'
        ? await decideTenant(opts.db, p, body as Record<string, unknown>)
        : tenantOf(opts.db, p);
  });
});
