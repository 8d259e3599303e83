// When the server refuses a grid's query because the role lost the permission or the tenant
// blocked the page (someone changed it since this session loaded them), reload the tenant's
// blocked paths and the role's permissions: the route guard then re-decides and sends the user
// to /dashboard, as at a fresh navigation.
import { useEffect } from 'react';
import { loadTenantBlockedPaths } from '../../providers/access-control-provider.ts';
import { appSession, switchRole } from '../../providers/auth/app-session.ts';

const STALE_ACCESS = new Set(['missing_permission', 'blocked_path']);
let refreshing: Promise<unknown> | undefined;

export function useAccessRefresh(error: unknown) {
  const code = (error as { code?: string } | null | undefined)?.code;
  useEffect(() => {
    if (!code || !STALE_ACCESS.has(code) || refreshing) return;
    const s = appSession.get();
    const schema = s?.appUser.config?.schema_name;
    if (!s || !schema) return;
    refreshing = loadTenantBlockedPaths(schema, true)
      .then(() => switchRole(s.currentRole))
      .catch((err) => console.warn('[access] could not reload access after a refusal', err))
      .finally(() => { refreshing = undefined; });
  }, [code]);
}
