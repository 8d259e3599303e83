// /teachers (teacher.read): the school's teachers; /teachers/create and /teachers/:id/edit open the
// form drawer over the list.
import { lazy } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const teachersRoutes: AppRoute[] = [
  {
    path: '/teachers',
    component: lazy(() => import('./teachers-list.tsx')),
    menu: { label: 'Teachers', icon: <IdcardOutlined />, order: 23 },
    drawers: entityDrawerRoutes(() => import('./teacher-drawers.tsx')),
  },
];
