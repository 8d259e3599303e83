// Reloads what access decisions rest on (the tenant's blocked paths, the current role's
// permissions) so a change an administrator saved applies at the user's next navigation.
// Concurrent callers share one reload; navigations within a second reuse the last one. The two
// loads run side by side, and permissions loaded since the last reload (start-up, a role switch) are
// not asked again; the first reload after start-up shares the list the provider loaded at start-up
// (docs/speed.md).
import { loadTenantBlockedPaths } from './access-control-provider.ts';
import { appSession, reloadRole, roleLoads } from './auth/app-session.ts';

let running: Promise<void> | undefined;
let last = 0;
let seenLoads = 0;
const reloaded = new Set<() => void>();

/** Called after each reload (the menu decides its entries again: src/layout/use-menu-access.ts). */
export function onAccessReloaded(listener: () => void): () => void {
  reloaded.add(listener);
  return () => reloaded.delete(listener);
}

export function refreshAccess(minIntervalMs = 1000): Promise<void> {
  if (running) return running;
  if (Date.now() - last < minIntervalMs) return Promise.resolve();
  const s = appSession.get();
  const schema = s?.appUser.config?.schema_name;
  if (!s || !schema) return Promise.resolve();
  const roleFresh = roleLoads() !== seenLoads; // loaded by start-up or a switch since the last run
  seenLoads = roleLoads() + (roleFresh ? 0 : 1);
  running = Promise.all([loadTenantBlockedPaths(schema, last !== 0), roleFresh ? undefined : reloadRole()])
    .then(() => undefined)
    .catch((err) => console.warn('[access] could not reload access', err))
    .finally(() => {
      running = undefined;
      last = Date.now();
      for (const l of reloaded) l();
    });
  return running;
}
