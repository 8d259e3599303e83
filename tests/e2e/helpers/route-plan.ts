// Which account visits which route in the every-route test: each page of the app's route table
// (tests/e2e/helpers/route-table.ts, drawers included) goes to the demo account with the fewest
// permissions that the shared policy (src/policies, the Casbin enforcer the app and server use, with
// the tenant's blocked paths) lets open it and that holds what the page's data needs; public pages
// go to a visitor who is not signed in. The live policy is checked again when the test signs in.
import { DEMO_ACCOUNTS } from '../../../server/demo/demo-data.ts';
import { DEFAULT_ROLES } from '../../../src/policies/default-roles.ts';
import { blockedPathsFor } from '../../../src/policies/blocked-paths.ts';
import { selectCurrentRole } from '../../../src/policies/role-selection.ts';
import { ADMIN_ROLE } from '../../../src/policies/permissions.ts';
import { PUBLIC } from '../../../src/policies/route-permissions.ts';
import { matchRoute, policyForContext, type PolicyContext } from '../../../src/policies/access-policy.ts';
import { appRoutes } from './route-table.ts';

/** A route of the table to visit: its pattern (a drawer's is its page's plus the drawer's path). */
export interface PlannedRoute {
  pattern: string;
  /** the page the route's drawer opens over */
  page?: string;
  redirectTo?: string;
}

export interface AccountPlan {
  /** null: a visitor who is not signed in */
  email: string | null;
  routes: PlannedRoute[];
}

export const ANONYMOUS = 'a visitor';

/** Every route of the app's table, each drawer as its own route. */
export function tableRoutes(): PlannedRoute[] {
  return appRoutes.flatMap((r) => [
    { pattern: r.path },
    ...(r.drawers ?? []).map((d) => ({ pattern: `${r.path}/${d.path}`, page: r.path })),
  ]);
}

/** The seeded context of each demo account in its landing role. */
function seededContexts(): { email: string; ctx: PolicyContext }[] {
  return DEMO_ACCOUNTS.map((a) => {
    const role = selectCurrentRole(a.roles)!;
    const permissions = DEFAULT_ROLES.find((r) => r.role_name === role)?.role_permissions ?? [];
    return { email: a.email, ctx: { tenant: a.tenant, role, permissions, blockedPaths: blockedPathsFor(a.tenant) } };
  });
}

/** The route table split among the accounts (fewest permissions first; admin holds all), and the
 * routes no demo account may open (every demo tenant blocks them). */
export async function planVisits(): Promise<{ accounts: AccountPlan[]; unreachable: string[] }> {
  const ranked = seededContexts().sort(
    (a, b) =>
      (a.ctx.role === ADMIN_ROLE ? Infinity : a.ctx.permissions.length) -
      (b.ctx.role === ADMIN_ROLE ? Infinity : b.ctx.permissions.length),
  );
  const policies = await Promise.all(ranked.map(async (a) => ({ ...a, policy: await policyForContext(a.ctx) })));
  const plans = new Map<string | null, PlannedRoute[]>();
  const isAdmin = (a: (typeof policies)[number]) => a.ctx.role === ADMIN_ROLE;
  const formFirst = [...policies.filter(isAdmin), ...policies.filter((a) => !isAdmin(a))];
  const unreachable: string[] = [];
  const add = (email: string | null, r: PlannedRoute) => plans.set(email, [...(plans.get(email) ?? []), r]);
  for (const r of tableRoutes()) {
    const rule = matchRoute(r.page ?? r.pattern)?.route;
    if (!rule) throw new Error(`${r.pattern} is in the app's route table but not in src/policies`);
    if (rule.permission === PUBLIC || rule.skipAuth) {
      add(null, { ...r, redirectTo: rule.externalRedirect?.replace('{host}', '/') });
      continue;
    }
    // a drawer is a form: the account most likely to hold its write (admins first)
    const who = (r.page ? formFirst : policies).find(
      (a) =>
        a.policy.decide(r.page ?? r.pattern, a.ctx.role).allow &&
        (!rule.dataPermission || a.policy.holds(rule.dataPermission, a.ctx.role)),
    );
    if (who) add(who.email, r);
    else unreachable.push(r.pattern);
  }
  return { accounts: [...plans].map(([email, routes]) => ({ email, routes })), unreachable };
}
