// The catalogue screens (docs/commerce.md): /ei/course-catalog (course_catalog.read) and
// /ei/sub-course-catalog (ei_catalog.read) for the platform operators, with their form drawers;
// /tenant-catalog (tenant_catalog.read): the catalogue as offered to the user's school;
// /ei/all-courses-bju, /ei/all-courses-non-bju, /ei/probable-tenant-courses: every school's courses;
// /ei/my-courses: a user's catalogue courses; /admin/product-catalog: plans and bundles with prices.
import { lazy } from 'react';
import {
  AppstoreOutlined,
  BookOutlined,
  DeploymentUnitOutlined,
  ReadOutlined,
  ShopOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const catalogRoutes: AppRoute[] = [
  route({
    path: '/ei/course-catalog',
    load: () => import('./catalog-courses-list.tsx'),
    menu: menu('Course catalogue', <ReadOutlined />, 60, 'Platform'),
    drawers: entityDrawerRoutes(() => import('./catalog-course-drawers.tsx')),
  }),
  route({
    path: '/ei/sub-course-catalog',
    load: () => import('./sub-catalogs-list.tsx'),
    menu: menu('Sub-catalogues', <AppstoreOutlined />, 61, 'Platform'),
    drawers: entityDrawerRoutes(() => import('./sub-catalog-drawers.tsx')),
  }),
  route({
    path: '/tenant-catalog',
    load: () => import('./tenant-catalog-list.tsx'),
    menu: menu('Course catalogue', <ShopOutlined />, 25),
  }),
];

const allCourses = lazy(() => import('./all-tenant-courses-list.tsx'));

export const tenantCourseRoutes: AppRoute[] = [
  {
    path: '/ei/all-courses-bju',
    component: allCourses,
    menu: { label: 'All courses: BJU Press', icon: <BookOutlined />, group: 'Platform', order: 62 },
  },
  {
    path: '/ei/all-courses-non-bju',
    component: allCourses,
    menu: { label: 'All courses: other', icon: <BookOutlined />, group: 'Platform', order: 63 },
  },
  route({
    path: '/ei/probable-tenant-courses',
    load: () => import('./probable-courses-list.tsx'),
    menu: menu('Probable matches', <DeploymentUnitOutlined />, 64, 'Platform'),
  }),
  route({
    path: '/ei/my-courses',
    load: () => import('./my-courses-list.tsx'),
    menu: menu('My catalogue courses', <ReadOutlined />, 26),
  }),
  route({
    path: '/admin/product-catalog',
    load: () => import('./product-catalog-list.tsx'),
    menu: menu('Product catalogue', <TagsOutlined />, 27),
  }),
];
