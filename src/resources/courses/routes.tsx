// /courses (course.read): the school's courses; /courses/create and /courses/:id/edit open the
// form drawer over the list.
import { lazy } from 'react';
import { BookOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const drawers = () => import('./course-drawers.tsx');

export const coursesRoutes: AppRoute[] = [
  {
    path: '/courses',
    component: lazy(() => import('./courses-list.tsx')),
    menu: { label: 'Courses', icon: <BookOutlined />, order: 20 },
    drawers: [
      { path: 'create', component: lazy(() => drawers().then((m) => ({ default: m.CreateCourse }))) },
      { path: ':id/edit', component: lazy(() => drawers().then((m) => ({ default: m.EditCourse }))) },
    ],
  },
];
