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
  route(
    '/ei/course-catalog',
    () => import('./catalog-courses-list.tsx'),
    menu('Course catalogue', <ReadOutlined />, 60, 'Platform'),
    { drawers: entityDrawerRoutes(() => import('./catalog-course-drawers.tsx')) },
  ),
  route(
    '/ei/sub-course-catalog',
    () => import('./sub-catalogs-list.tsx'),
    menu('Sub-catalogues', <AppstoreOutlined />, 61, 'Platform'),
    { drawers: entityDrawerRoutes(() => import('./sub-catalog-drawers.tsx')) },
  ),
  route('/tenant-catalog', () => import('./tenant-catalog-list.tsx'), menu('Course catalogue', <ShopOutlined />, 25)),
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
  route(
    '/ei/probable-tenant-courses',
    () => import('./probable-courses-list.tsx'),
    menu('Probable matches', <DeploymentUnitOutlined />, 64, 'Platform'),
  ),
  route('/ei/my-courses', () => import('./my-courses-list.tsx'), menu('My catalogue courses', <ReadOutlined />, 26)),
  route(
    '/admin/product-catalog',
    () => import('./product-catalog-list.tsx'),
    menu('Product catalogue', <TagsOutlined />, 27),
  ),
];
