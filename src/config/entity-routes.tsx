// An entity's screen in one declaration: its list page (at the shape's uiPath) and its create and
// edit drawers, both read from the shape unless the screen gives its own parts. A screen's
// routes.tsx exports `entityRoutes(shape, {...})`; the page and drawer code load on first visit.
import type { ComponentType, ReactNode } from 'react';
import type { EntityShape } from '../shared/entity.ts';
import type { ShapePage } from '../components/table/shape-list-page.tsx';
import type { FieldsProps } from '../components/form/entity-drawers.tsx';
import { entityDrawerRoutes, route, type AppRoute } from './app-route.ts';

export interface EntityScreen {
  /** the page's h1 and, unless `menu.label` says otherwise, its menu entry */
  page: ShapePage;
  menu?: { label?: string; icon?: ReactNode; group?: string; order?: number };
  /** the drawers' form fields instead of the shape's (keep it small: it loads with the route table) */
  Fields?: ComponentType<FieldsProps>;
}

export function entityRoutes(shape: EntityShape, screen: EntityScreen): AppRoute[] {
  const list = () => import('../components/table/shape-list-page.tsx');
  const drawers = () => import('../components/form/entity-drawers.tsx');
  return [
    route({
      path: shape.uiPath,
      load: () => list().then((m) => ({ default: m.shapeListPage(shape, screen.page) })),
      ...(screen.menu ? { menu: { label: screen.page.title, ...screen.menu } } : {}),
      drawers: entityDrawerRoutes(() =>
        drawers().then((m) => ({ default: m.entityDrawers(shape, screen.Fields ? { Fields: screen.Fields } : {}) })),
      ),
    }),
  ];
}
