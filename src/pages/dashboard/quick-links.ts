// The dashboard's quick links: the menu pages the current role may open.
import { useEffect, useState } from 'react';
import { appRoutes } from '../../config/routes.tsx';
import type { AppRoute } from '../../config/app-route.ts';
import { usePageAccess } from '../../layout/use-page-access.ts';

export function useQuickLinks(role: string | undefined): AppRoute[] | undefined {
  const canOpen = usePageAccess();
  const [links, setLinks] = useState<AppRoute[]>();
  useEffect(() => {
    let live = true;
    const candidates = appRoutes.filter((r) => r.menu && r.path !== '/dashboard' && !r.path.includes('/:'));
    Promise.all(candidates.map(async (r) => ((await canOpen(r.path)) ? r : undefined)))
      .then((allowed) => live && setLinks(allowed.filter((r): r is AppRoute => Boolean(r))))
      .catch((err) => console.warn('[dashboard] could not check the quick links', err));
    return () => {
      live = false;
    };
  }, [canOpen, role]);
  return links;
}
