// /courses (course.read): the school's courses; /courses/create and /courses/:id/edit open the
// form drawer over the list.
import { lazy } from 'react';
import { BookOutlined } from '@ant-design/icons';
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const coursesRoutes: AppRoute[] = [
  {
    path: '/courses',
    component: lazy(() => import('./courses-list.tsx')),
    menu: { label: 'Courses', icon: <BookOutlined />, order: 20 },
    drawers: entityDrawerRoutes(() => import('./course-drawers.tsx')),
  },
];
