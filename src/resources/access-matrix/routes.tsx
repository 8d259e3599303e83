// The access matrix page ("why can't I?"), linked from /admin/roles.
import { lazy } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const accessMatrixRoutes: AppRoute[] = [
  {
    path: '/admin/access-matrix',
    component: lazy(() => import('./access-matrix-page.tsx')),
    menu: { label: 'Access matrix', icon: <SafetyOutlined />, group: 'Administration', order: 90 },
  },
];
