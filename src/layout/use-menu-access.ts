// Which menu entries the current role may open: the access control provider's answer for every
// entry of Refine's menu tree, asked all at once (as Refine's CanAccess asks it, one entry at a
// time, with a query and a re-render each: a third of a page's start, docs/speed.md, issue #32).
// Asked again at each navigation once the access reload is in (a permission an administrator took
// leaves the menu at the user's next navigation, as it leaves the pages) and when the role changes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useCanWithoutCache, type TreeMenuItem } from '@refinedev/core';
import { refreshAccess } from '../providers/access-refresh.ts';
import { appSession } from '../providers/auth/app-session.ts';

const flat = (items: TreeMenuItem[]): TreeMenuItem[] => items.flatMap((i) => [i, ...flat(i.children)]);

/** The keys of the entries that may be shown; undefined until the first answer. */
export function useMenuAccess(items: TreeMenuItem[]): Set<string> | undefined {
  const { can } = useCanWithoutCache();
  const { pathname } = useLocation();
  const session = useSyncExternalStore(appSession.subscribe, appSession.get);
  const [shown, setShown] = useState<Set<string>>();
  useEffect(() => {
    let current = true;
    const entries = flat(items);
    const decide = async () => {
      if (!can) return new Set(entries.map((e) => e.key));
      const answers = await Promise.all(
        entries.map((e) => can({ resource: e.name, action: 'list', params: { resource: e } })),
      );
      return new Set(entries.filter((_, i) => answers[i].can).map((e) => e.key));
    };
    refreshAccess()
      .then(decide)
      .then((next) => current && setShown(next))
      .catch((err: unknown) => console.warn('[menu] access not decided', err));
    return () => {
      current = false;
    };
  }, [can, items, pathname, session]);
  return shown;
}
