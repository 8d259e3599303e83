// /sky-api: the school's Blackbaud SKY API connection (docs/sky-api.md). Permission: src/policies.
import { lazy } from 'react';
import { CloudSyncOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const skyApiRoutes: AppRoute[] = [
  {
    path: '/sky-api',
    component: lazy(() => import('./sky-page.tsx')),
    menu: { label: 'SKY API', icon: <CloudSyncOutlined />, group: 'Administration', order: 97 },
  },
];
