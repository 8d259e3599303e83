// /admin/roles (role.read).
import { lazy } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const rolesRoutes: AppRoute[] = [
  {
    path: '/admin/roles',
    component: lazy(() => import('./roles-list.tsx')),
    menu: { label: 'Roles', icon: <IdcardOutlined />, group: 'Administration', order: 20 },
  },
];
