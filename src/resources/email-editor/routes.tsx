// /samples/email-editor (notification.read, saving notification.update; see
// src/policies/route-permissions.ts).
import { lazy } from 'react';
import { EditOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const emailEditorRoutes: AppRoute[] = [
  {
    path: '/samples/email-editor',
    component: lazy(() => import('./email-editor-page.tsx')),
    menu: { label: 'E-mail editor', icon: <EditOutlined />, group: 'Administration', order: 81.5 },
  },
];
