// The catalogue screens (docs/commerce.md): /ei/course-catalog (course_catalog.read) and
// /ei/sub-course-catalog (ei_catalog.read) for the platform operators, with their form drawers;
// /tenant-catalog (tenant_catalog.read): the catalogue as offered to the user's school.
import { lazy } from 'react';
import { ReadOutlined, ShopOutlined, AppstoreOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const courseDrawers = () => import('./catalog-course-drawers.tsx');
const subDrawers = () => import('./sub-catalog-drawers.tsx');

export const catalogRoutes: AppRoute[] = [
  {
    path: '/ei/course-catalog',
    component: lazy(() => import('./catalog-courses-list.tsx')),
    menu: { label: 'Course catalogue', icon: <ReadOutlined />, group: 'Platform', order: 60 },
    drawers: [
      { path: 'create', component: lazy(() => courseDrawers().then((m) => ({ default: m.CreateCatalogCourse }))) },
      { path: ':id/edit', component: lazy(() => courseDrawers().then((m) => ({ default: m.EditCatalogCourse }))) },
    ],
  },
  {
    path: '/ei/sub-course-catalog',
    component: lazy(() => import('./sub-catalogs-list.tsx')),
    menu: { label: 'Sub-catalogues', icon: <AppstoreOutlined />, group: 'Platform', order: 61 },
    drawers: [
      { path: 'create', component: lazy(() => subDrawers().then((m) => ({ default: m.CreateSubCatalog }))) },
      { path: ':id/edit', component: lazy(() => subDrawers().then((m) => ({ default: m.EditSubCatalog }))) },
    ],
  },
  {
    path: '/tenant-catalog',
    component: lazy(() => import('./tenant-catalog-list.tsx')),
    menu: { label: 'Course catalogue', icon: <ShopOutlined />, order: 25 },
  },
];
