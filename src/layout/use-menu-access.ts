// Which menu entries the current role may open: the access control provider's answer for every
// entry of Refine's menu tree, asked all at once (as Refine's CanAccess asks it, one entry at a
// time, with a query and a re-render each: a third of a page's start, docs/speed.md, issue #32).
// Asked again after each access reload (the route guard asks one at each navigation: a permission an
// administrator took leaves the menu at the user's next navigation, as it leaves the pages) and when
// the role changes; the menu asks no reload of its own.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCanWithoutCache, type TreeMenuItem } from '@refinedev/core';
import { onAccessReloaded } from '../providers/access-refresh.ts';
import { appSession } from '../providers/auth/app-session.ts';

const flat = (items: TreeMenuItem[]): TreeMenuItem[] => items.flatMap((i) => [i, ...flat(i.children)]);

/** The keys of the entries that may be shown; undefined until the first answer. */
export function useMenuAccess(items: TreeMenuItem[]): Set<string> | undefined {
  const { can } = useCanWithoutCache();
  const session = useSyncExternalStore(appSession.subscribe, appSession.get);
  const [reloads, setReloads] = useState(0);
  useEffect(() => onAccessReloaded(() => setReloads((n) => n + 1)), []);
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
    decide()
      .then((next) => current && setShown(next))
      .catch((err: unknown) => console.warn('[menu] access not decided', err));
    return () => {
      current = false;
    };
  }, [can, items, session, reloads]);
  return shown;
}
