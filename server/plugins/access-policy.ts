// Enforces every route's config.access (and config.uiPath's blocking) with the shared policy of
// src/policies, in one onRequest hook right after authentication: before the body is parsed or
// validated, so a caller without the permission learns nothing about what a valid body looks like
// (403, never 400) and sends no body through the parser. A route that declares nothing is refused.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { isOperator } from '../auth/operator.ts';
import {
  cachedAccessPolicy,
  inputFor,
  policyForContext,
  type AccessPolicy,
  type PolicyContext,
} from '../../src/policies/access-policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only platform operators, besides `access`; a string is the refusal's message. */
    operatorOnly?: true | string;
  }
}

// The principal's compiled policy, kept beside it so checkAccess can answer synchronously.
const loaded = new WeakMap<Principal, AccessPolicy>();

export function policyContext(p: Principal): PolicyContext {
  return { tenant: p.schema, role: p.currentRole, permissions: p.rolePermissions, blockedPaths: p.blockedPaths };
}

/** Builds (or takes from the cache) the principal's policy; the hook below does this for every request. */
export async function loadAccessPolicy(p: Principal): Promise<AccessPolicy> {
  let policy = loaded.get(p);
  if (!policy) {
    policy = await policyForContext(policyContext(p));
    loaded.set(p, policy);
  }
  return policy;
}

/** Throws 403 with the reason when the principal may not use something needing `access`
 * (and, when given, reached from the UI path `uiPath`). Used by the hook below and by engines
 * that check per item (the list-query registry). Synchronous: the request's onRequest hook has
 * loaded the principal's policy; outside a request, await loadAccessPolicy(principal) first. */
export function checkAccess(p: Principal, access: string, uiPath?: string): void {
  const policy = loaded.get(p) ?? cachedAccessPolicy(inputFor(policyContext(p)));
  if (!policy) {
    throw new Error('checkAccess before the access policy was loaded: await loadAccessPolicy(principal) first');
  }
  const d = policy.check(access, uiPath, p.currentRole);
  if (!d.allow) {
    const { code, ...details } = d.reason;
    throw forbidden(d.message, code, details);
  }
}

export default fp(async function accessPolicy(app: FastifyInstance) {
  // Registered after the authentication plugin, so its onRequest hook has set req.principal.
  app.addHook('onRequest', async (req) => {
    if (!req.routeOptions.url) return; // the not-found handler
    const { access, uiPath, operatorOnly } = req.routeOptions.config ?? {};
    if (!access) {
      throw forbidden(`${req.method} ${req.routeOptions.url} declares no access rule`, 'undeclared_route');
    }
    if (access === 'public') return;
    if (!req.principal) throw unauthorized();
    await loadAccessPolicy(req.principal);
    checkAccess(req.principal, access, uiPath);
    if (operatorOnly && !isOperator(req.principal)) {
      throw forbidden(operatorOnly === true ? 'Only platform operators may do this' : operatorOnly, 'operator_only');
    }
  });
});
