// The shell's own pages.
import { lazy } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../config/app-route.ts';

export const shellRoutes: AppRoute[] = [
  route({
    path: '/dashboard',
    load: () => import('./dashboard/dashboard-page.tsx'),
    menu: menu('Dashboard', <DashboardOutlined />, 0),
  }),
  { path: '/error/403', component: lazy(() => import('./forbidden.tsx')), title: 'Access denied' },
];
