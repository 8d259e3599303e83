// Refine resources from the route table: one per page (named by its path, so the access control
// provider and the sider speak of the same thing), the menu entries grouped by `menu.group`.
import type { ResourceProps } from '@refinedev/core';
import type { AppRoute } from './app-route.ts';

export function resourcesFrom(routes: readonly AppRoute[]): ResourceProps[] {
  const ordered = [...routes].sort((a, b) => (a.menu?.order ?? 100) - (b.menu?.order ?? 100));
  const groups = [...new Set(ordered.map((r) => r.menu?.group).filter((g): g is string => Boolean(g)))];
  return [
    // a group carries its pages' paths: the access control provider shows it only when one may be opened
    ...groups.map((group) => ({
      name: group,
      meta: { label: group, childPaths: ordered.filter((r) => r.menu?.group === group).map((r) => r.path) },
    })),
    ...ordered.map((r) => ({
      name: r.path,
      list: r.path,
      meta: { label: r.menu?.label ?? r.path, icon: r.menu?.icon, parent: r.menu?.group, hide: !r.menu },
    })),
  ];
}
