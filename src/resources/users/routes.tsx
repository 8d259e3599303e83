// /admin/users (user.read).
import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const usersRoutes: AppRoute[] = [
  {
    path: '/admin/users',
    component: lazy(() => import('./users-list.tsx')),
    menu: { label: 'Users', icon: <TeamOutlined />, group: 'Administration', order: 10 },
  },
];
