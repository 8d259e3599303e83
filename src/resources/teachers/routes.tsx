// /teachers (teacher.read): the school's teachers; /teachers/create and /teachers/:id/edit open the
// form drawer over the list.
import { lazy } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const drawers = () => import('./teacher-drawers.tsx');

export const teachersRoutes: AppRoute[] = [
  {
    path: '/teachers',
    component: lazy(() => import('./teachers-list.tsx')),
    menu: { label: 'Teachers', icon: <IdcardOutlined />, order: 23 },
    drawers: [
      { path: 'create', component: lazy(() => drawers().then((m) => ({ default: m.CreateTeacher }))) },
      { path: ':id/edit', component: lazy(() => drawers().then((m) => ({ default: m.EditTeacher }))) },
    ],
  },
];
