// /courses (spec 2.2, course.read): the school's course list.
import { lazy } from 'react';
import { BookOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const coursesRoutes: AppRoute[] = [
  {
    path: '/courses',
    component: lazy(() => import('./courses-list.tsx')),
    menu: { label: 'Courses', icon: <BookOutlined />, order: 20 },
  },
];
