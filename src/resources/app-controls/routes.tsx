// /app-controls and /ei/app-controls (app_controls.read; app_controls.update to save).
import { lazy } from 'react';
import { StopOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const appControlsRoutes: AppRoute[] = [
  {
    path: '/app-controls',
    component: lazy(() => import('./own-page.tsx')),
    menu: { label: 'App controls', icon: <StopOutlined />, group: 'Administration', order: 50 },
  },
  {
    path: '/ei/app-controls',
    component: lazy(() => import('./operator-page.tsx')),
    menu: { label: 'Tenant app controls', icon: <StopOutlined />, group: 'Platform', order: 51 },
  },
];
