// /curriculum/curriculum-mapping: a course's units against the tenant's standards. Its drawers
// (import, frameworks, units) open at sub-paths and share the page's access decision.
import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const curriculumRoutes: AppRoute[] = [
  {
    path: '/curriculum/curriculum-mapping',
    component: lazy(() => import('./mapping-page.tsx').then((m) => ({ default: m.MappingPage }))),
    menu: { label: 'Curriculum mapping', icon: <ApartmentOutlined />, order: 22 },
    drawers: [
      { path: 'import', component: lazy(() => import('./import-drawer.tsx')) },
      { path: 'frameworks', component: lazy(() => import('./frameworks-drawer.tsx')) },
      { path: 'units', component: lazy(() => import('./units-drawer.tsx')) },
    ],
  },
];
