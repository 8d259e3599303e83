// The shell's own pages.
import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import type { AppRoute } from '../config/app-route.ts';

export const shellRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    component: lazy(() => import('./dashboard/dashboard-page.tsx')),
    menu: { label: 'Dashboard', icon: <DashboardOutlined />, order: 0 },
  },
  { path: '/error/403', component: lazy(() => import('./forbidden.tsx')), title: 'Access denied' },
];
