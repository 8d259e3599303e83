// One entry of the browser's route table. Features export arrays of these; src/config/routes.tsx
// concatenates them. The permission a path needs comes from src/policies (the same table the
// server uses), not from here.
import { lazy, type ComponentType, type ReactNode } from 'react';

export type LayoutName = 'default' | 'eiadmin' | 'public';

export interface AppRoute {
  path: string;
  /** a React.lazy page, so each route loads only its own code */
  component: ComponentType;
  /** fetches the page's code ahead of its first render (start-up asks it while the session starts) */
  preload?: () => Promise<unknown>;
  layout?: LayoutName;
  /** shown in the side menu when present (and hidden when the policy denies the path) */
  menu?: { label: string; icon?: ReactNode; group?: string; order?: number };
  /** the page's name in the browser tab when it differs from the menu label (or there is none) */
  title?: string | ((params: Record<string, string | undefined>) => string);
  /** navigation does not scroll to top when false */
  scrollToTop?: boolean;
  /** drawers over this page bound to sub-paths ('create', ':id/edit'): the page renders an
   * <Outlet /> for them, so a form has a link, and the back button closes it. They share the
   * page's access decision; a drawer checks the permission its write needs. */
  drawers?: readonly { path: string; component: ComponentType }[];
  /** Anything but true refuses navigation with that result */
  validate?: (params: Record<string, string | undefined>) => true | string;
}

/** The `create` and `:id/edit` drawers of an entity from its drawers module, whose default export
 * is entityDrawers(…) (src/components/form/entity-drawers.tsx); the module loads on first use. */
export const entityDrawerRoutes = (
  load: () => Promise<{ default: { Create: ComponentType; Edit: ComponentType } }>,
): AppRoute['drawers'] => [
  { path: 'create', component: lazy(() => load().then((m) => ({ default: m.default.Create }))) },
  { path: ':id/edit', component: lazy(() => load().then((m) => ({ default: m.default.Edit }))) },
];

/** A route's menu entry: its label, icon, place in the menu and, when it has one, its group. */
export const menu = (label: string, icon: ReactNode, order: number, group?: string): AppRoute['menu'] => ({
  label,
  icon,
  order,
  ...(group ? { group } : {}),
});

/** A page's route in one object: its path, its module (`load`, on first visit), its menu entry (none
 * for a page reached only by link) and what else it has (title, drawers, validate). */
export const route = ({
  load,
  ...r
}: Omit<AppRoute, 'component'> & { load: () => Promise<{ default: ComponentType }> }): AppRoute => ({
  ...r,
  component: lazy(load),
  preload: load,
});
