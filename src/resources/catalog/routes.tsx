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
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const catalogRoutes: AppRoute[] = [
  {
    path: '/ei/course-catalog',
    component: lazy(() => import('./catalog-courses-list.tsx')),
    menu: { label: 'Course catalogue', icon: <ReadOutlined />, group: 'Platform', order: 60 },
    drawers: entityDrawerRoutes(() => import('./catalog-course-drawers.tsx')),
  },
  {
    path: '/ei/sub-course-catalog',
    component: lazy(() => import('./sub-catalogs-list.tsx')),
    menu: { label: 'Sub-catalogues', icon: <AppstoreOutlined />, group: 'Platform', order: 61 },
    drawers: entityDrawerRoutes(() => import('./sub-catalog-drawers.tsx')),
  },
  {
    path: '/tenant-catalog',
    component: lazy(() => import('./tenant-catalog-list.tsx')),
    menu: { label: 'Course catalogue', icon: <ShopOutlined />, order: 25 },
  },
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
  {
    path: '/ei/probable-tenant-courses',
    component: lazy(() => import('./probable-courses-list.tsx')),
    menu: { label: 'Probable matches', icon: <DeploymentUnitOutlined />, group: 'Platform', order: 64 },
  },
  {
    path: '/ei/my-courses',
    component: lazy(() => import('./my-courses-list.tsx')),
    menu: { label: 'My catalogue courses', icon: <ReadOutlined />, order: 26 },
  },
  {
    path: '/admin/product-catalog',
    component: lazy(() => import('./product-catalog-list.tsx')),
    menu: { label: 'Product catalogue', icon: <TagsOutlined />, order: 27 },
  },
];
