// /admin/settings and /admin/sef-settings (no permission to read; settings.update to save).
import { lazy } from 'react';
import { SettingOutlined, ControlOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const settingsRoutes: AppRoute[] = [
  {
    path: '/admin/settings',
    component: lazy(() => import('./settings-page.tsx')),
    menu: { label: 'Settings', icon: <SettingOutlined />, group: 'Administration', order: 40 },
  },
  {
    path: '/admin/sef-settings',
    component: lazy(() => import('./other-settings-page.tsx')),
    menu: { label: 'School settings', icon: <ControlOutlined />, group: 'Administration', order: 41 },
  },
];
