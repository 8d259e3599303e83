// /admin/audit-log (logs.read; a product route, see src/policies/route-permissions.ts).
import { lazy } from 'react';
import { HistoryOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const auditLogRoutes: AppRoute[] = [
  {
    path: '/admin/audit-log',
    component: lazy(() => import('./audit-log-list.tsx')),
    menu: { label: 'Audit log', icon: <HistoryOutlined />, group: 'Administration', order: 80 },
  },
];
