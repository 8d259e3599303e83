// /admin/notification-log (logs.read) and /admin/notification-templates (notification.read);
// permissions come from src/policies/route-permissions.ts.
import { lazy } from 'react';
import { MailOutlined, SendOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const notificationRoutes: AppRoute[] = [
  {
    path: '/admin/notification-log',
    component: lazy(() => import('./log-list.tsx')),
    menu: { label: 'Notification log', icon: <SendOutlined />, group: 'Administration', order: 82 },
  },
  {
    path: '/admin/notification-templates',
    component: lazy(() => import('./templates-page.tsx')),
    menu: { label: 'Notification templates', icon: <MailOutlined />, group: 'Administration', order: 81 },
  },
];
