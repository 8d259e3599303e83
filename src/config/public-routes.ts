// Which paths render without sign-in: the policy's public routes (public layout, skip-auth).
import { RouteMatcher } from '../policies/route-match.ts';
import { ROUTE_PERMISSIONS, PUBLIC } from '../policies/route-permissions.ts';

const rules = new RouteMatcher(ROUTE_PERMISSIONS);

export function isPublicPath(path: string): boolean {
  const rule = rules.match(path)?.route;
  return Boolean(rule && (rule.permission === PUBLIC || rule.skipAuth || rule.publicLayout));
}
