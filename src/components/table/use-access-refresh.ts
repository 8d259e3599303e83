// When the server refuses a grid's query because the role lost the permission or the tenant
// blocked the page (someone changed it since this session loaded them), reload access at once:
// the route guard then re-decides and sends the user to /dashboard, as at a fresh navigation.
import { useEffect } from 'react';
import { refreshAccess } from '../../providers/access-refresh.ts';

const STALE_ACCESS = new Set(['missing_permission', 'blocked_path']);

export function useAccessRefresh(error: unknown) {
  const code = (error as { code?: string } | null | undefined)?.code;
  useEffect(() => {
    if (code && STALE_ACCESS.has(code)) void refreshAccess(0);
  }, [code]);
}
