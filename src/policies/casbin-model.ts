// The one Casbin model, and the policy lines generated from the data files:
//   g, <route>, <requirement>      the route table (a permission, @signed-in or @public)
//   p, *, <path>, deny              the tenant's blocked paths (listed first, so they explain a denial)
//   p, <role>, <permission>, allow  the role's record; admin gets `*` minus the explicit-only permissions
// A request is (role, route pattern) for a page, or (role, permission) for an API check.
import { ROUTE_PERMISSIONS, NONE, PUBLIC, type RouteRule } from './route-permissions.ts';
import { ADMIN_ROLE, EXPLICIT_ONLY_PERMISSIONS } from './permissions.ts';

export const MODEL_TEXT = `
[request_definition]
r = sub, obj

[policy_definition]
p = sub, obj, eft

[role_definition]
g = _, _

[policy_effect]
e = some(where (p.eft == allow)) && !some(where (p.eft == deny))

[matchers]
m = (p.sub == "*" || r.sub == p.sub) && (p.obj == "*" || r.obj == p.obj || g(r.obj, p.obj))
`;

export const SIGNED_IN = '@signed-in';
export const ANYONE = '@public';
/** stands for a user without any role, who still may open the `none` routes */
export const NO_ROLE = '@no-role';

export interface PolicyInput {
  tenant: string;
  blockedPaths: readonly string[];
  /** role name -> its role_permissions list */
  roles: Readonly<Record<string, readonly string[]>>;
}

export function requirementOf(route: RouteRule): string {
  if (route.permission === NONE) return SIGNED_IN;
  if (route.permission === PUBLIC) return ANYONE;
  return route.permission;
}

export const roleSubject = (role: string | null | undefined) => role || NO_ROLE;

export function policyLines(input: PolicyInput, routes: readonly RouteRule[] = ROUTE_PERMISSIONS) {
  const g = routes.map((r) => [r.path, requirementOf(r)]);
  const p: string[][] = [...new Set(input.blockedPaths)].map((path) => ['*', path, 'deny']);
  p.push(['*', ANYONE, 'allow']);
  for (const [name, granted] of Object.entries(input.roles)) {
    const sub = roleSubject(name);
    p.push([sub, SIGNED_IN, 'allow']);
    if (name === ADMIN_ROLE) {
      p.push([sub, '*', 'allow']);
      for (const x of EXPLICIT_ONLY_PERMISSIONS) if (!granted.includes(x)) p.push([sub, x, 'deny']);
    }
    for (const x of new Set(granted)) p.push([sub, x, 'allow']);
  }
  return { p, g };
}
