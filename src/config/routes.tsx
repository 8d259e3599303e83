// The browser's route table, assembled from the features' route files: the shell's pages, the
// teacher tools, and every src/resources/<screen>/routes.tsx
// (found by Vite's glob, so a new screen folder adds its pages without editing a list).
import type { AppRoute } from './app-route.ts';
import { RouteMatcher } from '../policies/route-match.ts';
import { shellRoutes } from '../pages/routes.tsx';
import { toolRoutes } from '../tools/routes.tsx';
import { roomsTeacherRoutes } from '../resources/rooms/teacher-routes.tsx';

const screens = import.meta.glob<Record<string, unknown>>(
  ['../resources/*/routes.tsx', '../resources/rooms/student-routes.tsx'],
  { eager: true },
);

/** Every array a screen's routes.tsx exports is its route list. */
const screenRoutes = Object.values(screens).flatMap((mod) =>
  Object.values(mod)
    .filter((v): v is AppRoute[] => Array.isArray(v))
    .flat(),
);

export const appRoutes: readonly AppRoute[] = [...shellRoutes, ...toolRoutes, ...roomsTeacherRoutes, ...screenRoutes];

/** A drawer's path reads as its page (title, access), and opening one does not scroll the list. */
const drawerRoutes = appRoutes.flatMap((r) =>
  (r.drawers ?? []).map((d) => ({ ...r, path: `${r.path}/${d.path}`, drawers: undefined, scrollToTop: false })),
);

const matcher = new RouteMatcher([...appRoutes, ...drawerRoutes]);

/** The route table entry for a concrete path, with its parameters. */
export function findRoute(path: string) {
  return matcher.match(path);
}
