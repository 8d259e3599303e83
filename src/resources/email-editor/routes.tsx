// /samples/email-editor (notification.read, saving notification.update; see
// src/policies/route-permissions.ts).
import { lazy } from 'react';
import { LayoutOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const emailEditorRoutes: AppRoute[] = [
  {
    path: '/samples/email-editor',
    component: lazy(() => import('./email-editor-page.tsx')),
    menu: { label: 'E-mail designer', icon: <LayoutOutlined />, group: 'Administration', order: 81.5 },
  },
];
