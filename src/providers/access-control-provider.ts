// Refine's access control on the shared policy (src/policies): the same decision the server makes.
// The user's side comes from what the auth provider stored (app_user, current_role,
// role_permissions); the tenant's blocked list from the start-up's GET /api/boot, reloaded from
// llm_trans/app_controls (or /api/me) when asked to.
import type { AccessControlProvider, CanParams, CanReturnType } from '@refinedev/core';
import { decide, policyForContext, type PolicyContext } from '../policies/access-policy.ts';
import { blockedPathsFor } from '../policies/blocked-paths.ts';
import { hasPermission } from '../policies/permissions.ts';
import type { Decision } from '../policies/decision.ts';
import { readItem } from './auth/auth-storage.ts';
import { listRows } from './auth/list-query.ts';
import { apiFetch } from './http-client.ts';
import { blockedPathsCache as lists } from './blocked-paths-cache.ts';

interface AppControlsRow {
  tenant_schema: string | null;
  is_default: boolean;
  blocked_paths: string[] | null;
}

async function fetchBlockedPaths(schema: string): Promise<readonly string[]> {
  if (hasPermission(readItem('current_role'), readItem('role_permissions') ?? [], 'app_controls.read')) {
    // the tenant's own list, else the default row (tenant_id NULL)
    const own = await listRows<AppControlsRow>('llm_trans', 'app_controls', [['tenant_schema', '=', schema]]);
    const rows = own.length
      ? own
      : await listRows<AppControlsRow>('llm_trans', 'app_controls', [['is_default', '=', true]]);
    if (rows[0]) return rows[0].blocked_paths ?? [];
  }
  // roles without app_controls.read (asking would only be refused): the server's view of the
  // caller carries the list it enforces
  const me = await apiFetch<{ blockedPaths?: string[] }>('/me');
  return me.blockedPaths ?? [];
}

/** Loads (once per tenant, or again with `reload`) the tenant's blocked paths; the shell may call it
 * after sign-in, and the provider calls it on first use. On failure the seeded list is used: the
 * server enforces the stored one anyway. */
export function loadTenantBlockedPaths(schema: string, reload = false): Promise<readonly string[]> {
  let hit = lists.get(schema);
  if (!hit || reload) {
    hit = fetchBlockedPaths(schema).catch((err) => {
      console.warn(`[access] could not load the blocked paths of ${schema}; using the built-in list`, err);
      lists.delete(schema);
      return blockedPathsFor(schema);
    });
    lists.set(schema, hit);
  }
  return hit;
}

/** The signed-in user's context, or null before sign-in. */
export async function currentAccessContext(): Promise<PolicyContext | null> {
  const user = readItem('app_user');
  const role = readItem('current_role');
  const tenant = user?.config?.schema_name;
  if (!user || !tenant) return null;
  return {
    tenant,
    role: role ?? '',
    permissions: readItem('role_permissions') ?? [],
    blockedPaths: await loadTenantBlockedPaths(tenant),
  };
}

/** May the current user open this app path? With the reason and the redirect when not. */
export async function decidePath(path: string): Promise<Decision> {
  return decide(await currentAccessContext(), path);
}

const asPath = (v: unknown) => (typeof v === 'string' && v.startsWith('/') ? v : undefined);

/** May the page be offered (menu, quick links)? It may be opened, and a role holds what its data needs. */
async function canOpen(path: string): Promise<CanReturnType> {
  const ctx = await currentAccessContext();
  const d = await decide(ctx, path);
  if (!d.allow) return { can: false, reason: d.message };
  const needs = d.route?.dataPermission;
  if (needs && !(ctx && (await policyForContext(ctx)).holds(needs, ctx.role)))
    return { can: false, reason: `The role ${ctx?.role || '(none)'} does not hold the permission ${needs}` };
  return { can: true };
}

/** Resources are named by their path; `params.path` overrides; `params.permission` asks for a permission. */
async function can({ resource, params }: CanParams): Promise<CanReturnType> {
  if (typeof params?.permission === 'string') {
    const ctx = await currentAccessContext();
    if (!ctx) return { can: false, reason: 'Sign in first' };
    const held = (await policyForContext(ctx)).holds(params.permission, ctx.role);
    return held
      ? { can: true }
      : { can: false, reason: `The role ${ctx.role} does not hold the permission ${params.permission}` };
  }
  const path = asPath(params?.path) ?? asPath(resource) ?? asPath(params?.resource?.list);
  if (path) return canOpen(path);
  // a menu group: shown when one of its pages may be opened
  const children = (params?.resource?.children ?? []) as { name?: string; list?: unknown }[];
  const declared = (params?.resource?.meta?.childPaths ?? []) as string[];
  const paths = [...declared, ...children.map((c) => asPath(c.list) ?? asPath(c.name))].filter((p): p is string =>
    Boolean(p),
  );
  if (paths.length === 0) return { can: true };
  const answers = await Promise.all(paths.map(canOpen));
  return answers.some((a) => a.can) ? { can: true } : { can: false, reason: 'No page of this group may be opened' };
}

export const accessControlProvider: AccessControlProvider = {
  can,
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
