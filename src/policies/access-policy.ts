// The engine both sides use: a Casbin enforcer built from the data files for one tenant's blocked
// list and a set of roles, cached by that input, answering sync once built. Each (role, object)
// answer is memoised, so a decision is a route match plus two map lookups after the first.
import type { Enforcer } from 'casbin';
import { ROUTE_PERMISSIONS, type RouteRule } from './route-permissions.ts';
import { RouteMatcher, normalizePath } from './route-match.ts';
import {
  MODEL_TEXT,
  policyLines,
  requirementOf,
  roleSubject,
  SIGNED_IN,
  ANYONE,
  type PolicyInput,
} from './casbin-model.ts';
import { deny, type Decision } from './decision.ts';
import { isOperatorContext } from './operator.ts';

export type { PolicyInput } from './casbin-model.ts';

/** One signed-in user's view: their current role, its permissions, their tenant's list. */
export interface PolicyContext {
  tenant: string;
  role: string;
  permissions: readonly string[];
  blockedPaths: readonly string[];
}

type Verdict = readonly [allowed: boolean, blockedBy: string | undefined];

const matcher = new RouteMatcher(ROUTE_PERMISSIONS);

export function matchRoute(path: string) {
  return matcher.match(path);
}

export class AccessPolicy {
  private readonly memo = new Map<string, Map<string, Verdict>>();

  constructor(
    private readonly enforcer: Enforcer,
    readonly input: PolicyInput,
  ) {}

  get roles(): string[] {
    return Object.keys(this.input.roles);
  }

  /** May `role` open the UI path? Unknown paths are denied; public routes need no role. */
  decide(path: string, role: string = this.roles[0]): Decision {
    const m = matcher.match(path);
    if (!m) return deny({ code: 'unknown_route', path: normalizePath(path) });
    const [ok, blockedBy] = this.verdict(role, m.route.path);
    if (!ok) return this.denial(m.route, role, blockedBy);
    if (m.route.operatorOnly && !this.isOperator(role))
      return deny({ code: 'operator_only', path: m.route.path }, m.route);
    return { allow: true, route: m.route, params: m.params };
  }

  /** Does `role` of this tenant act as a platform operator (the one rule: operator.ts)? */
  isOperator(role: string = this.roles[0]): boolean {
    return isOperatorContext({ tenant: this.input.tenant, role, permissions: this.input.roles[role] ?? [] });
  }

  /** The server's check: `access` is public, authenticated or a permission; `uiPath` a page whose
   * blocking also blocks this data route. */
  check(access: string, uiPath?: string, role: string = this.roles[0]): Decision {
    if (uiPath) {
      const route = matcher.match(uiPath)?.route;
      const [, blockedBy] = this.verdict(role, route?.path ?? normalizePath(uiPath));
      if (blockedBy) return deny({ code: 'blocked_path', path: blockedBy, tenant: this.input.tenant }, route);
    }
    if (access === 'public' || access === 'authenticated') return { allow: true };
    return this.holds(access, role) ? { allow: true } : deny({ code: 'missing_permission', permission: access, role });
  }

  /** Does `role` hold the permission (admin rule included)? */
  holds(permission: string, role: string = this.roles[0]): boolean {
    return this.verdict(role, permission)[0];
  }

  private denial(route: RouteRule, role: string, blockedBy: string | undefined): Decision {
    if (blockedBy) return deny({ code: 'blocked_path', path: blockedBy, tenant: this.input.tenant }, route);
    const need = requirementOf(route);
    if (need === SIGNED_IN || need === ANYONE) return deny({ code: 'sign_in_required', path: route.path }, route);
    return deny({ code: 'missing_permission', permission: need, role }, route);
  }

  private verdict(role: string, obj: string): Verdict {
    let byRole = this.memo.get(role);
    if (!byRole) this.memo.set(role, (byRole = new Map()));
    let v = byRole.get(obj);
    if (!v) {
      const [ok, rule] = this.enforcer.enforceExSync(roleSubject(role), obj);
      // A `*` deny line is a blocked path; any other denial is a permission not held.
      v = [ok, !ok && rule[0] === '*' && rule[2] === 'deny' ? rule[1] : undefined];
      byRole.set(obj, v);
    }
    return v;
  }
}

/** casbin (and the Buffer it expects, src/polyfills.ts) loads with the first policy built, in its
 * own chunk: the browser's shell paints before it arrives (docs/speed.md, issue #32). */
let casbin: Promise<typeof import('casbin')> | undefined;
function loadCasbin() {
  return (casbin ??= import('../polyfills.ts').then(() => import('casbin')));
}

/** Start-up asks for it while the session starts, so the first decision does not wait for its
 * download and evaluation (src/preload-route.ts). */
export function preloadPolicyEngine(): void {
  loadCasbin().catch(() => (casbin = undefined)); // the first decision asks again and reports it
}

/** Builds the enforcer for an input, uncached (the bench uses it to measure a cold build). */
export async function buildAccessPolicy(input: PolicyInput): Promise<AccessPolicy> {
  const { newEnforcer, newModelFromString } = await loadCasbin();
  const enforcer = await newEnforcer(newModelFromString(MODEL_TEXT));
  const { p, g } = policyLines(input);
  await enforcer.addGroupingPolicies(g);
  await enforcer.addPolicies(p);
  return new AccessPolicy(enforcer, input);
}

const CACHE_SIZE = 200;
interface CacheEntry {
  promise: Promise<AccessPolicy>;
  value?: AccessPolicy;
}
const cache = new Map<string, CacheEntry>();

/** The key changes when the tenant's list, a role or its permissions change: a new enforcer is built. */
export function policyKey(input: PolicyInput): string {
  const roles = Object.keys(input.roles)
    .sort()
    .map((r) => [r, [...new Set(input.roles[r])].sort()]);
  return JSON.stringify([input.tenant, [...new Set(input.blockedPaths)].sort(), roles]);
}

export function accessPolicyFor(input: PolicyInput): Promise<AccessPolicy> {
  const key = policyKey(input);
  let hit = cache.get(key);
  if (hit) {
    cache.delete(key); // re-insert: the Map's order is the eviction order
  } else {
    const entry: CacheEntry = { promise: buildAccessPolicy(input) };
    entry.promise.then(
      (v) => {
        entry.value = v;
      },
      () => cache.delete(key),
    );
    hit = entry;
  }
  cache.set(key, hit);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return hit.promise;
}

/** The built policy for an input if it is in the cache, without waiting. */
export function cachedAccessPolicy(input: PolicyInput): AccessPolicy | undefined {
  return cache.get(policyKey(input))?.value;
}

export function inputFor(ctx: PolicyContext): PolicyInput {
  return { tenant: ctx.tenant, blockedPaths: ctx.blockedPaths, roles: { [ctx.role]: ctx.permissions } };
}

export function policyForContext(ctx: PolicyContext): Promise<AccessPolicy> {
  return accessPolicyFor(inputFor(ctx));
}

/** The one question both sides ask: may this user (or, with null, an anonymous visitor) open `path`? */
export async function decide(ctx: PolicyContext | null, path: string): Promise<Decision> {
  if (ctx) return (await policyForContext(ctx)).decide(path, ctx.role);
  const m = matcher.match(path);
  if (!m) return deny({ code: 'unknown_route', path: normalizePath(path) });
  if (m.route.permission === 'public') return { allow: true, route: m.route, params: m.params };
  return deny({ code: 'sign_in_required', path: m.route.path }, m.route);
}
