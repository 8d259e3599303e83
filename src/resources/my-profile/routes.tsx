// /my-profile: the signed-in user's own name, contact and photo.
import { lazy } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const myProfileRoutes: AppRoute[] = [
  {
    path: '/my-profile',
    component: lazy(() => import('./my-profile-page.tsx')),
    menu: { label: 'My profile', icon: <IdcardOutlined />, order: 61 },
  },
];
