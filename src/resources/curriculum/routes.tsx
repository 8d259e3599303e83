// /curriculum/curriculum-mapping: a course's units against the tenant's standards.
import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const curriculumRoutes: AppRoute[] = [
  {
    path: '/curriculum/curriculum-mapping',
    component: lazy(() => import('./mapping-page.tsx').then((m) => ({ default: m.MappingPage }))),
    menu: { label: 'Curriculum mapping', icon: <ApartmentOutlined />, order: 22 },
  },
];
