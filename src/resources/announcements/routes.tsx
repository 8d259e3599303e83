// /admin/announcements (announcement.update): the dashboard's announcements; /create and /:id/edit
// open the form drawer over the list.
import { lazy } from 'react';
import { NotificationOutlined } from '@ant-design/icons';
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const announcementsRoutes: AppRoute[] = [
  {
    path: '/admin/announcements',
    component: lazy(() => import('./announcements-list.tsx')),
    menu: { label: 'Announcements', icon: <NotificationOutlined />, group: 'Administration', order: 38 },
    drawers: entityDrawerRoutes(() => import('./announcement-drawers.tsx')),
  },
];
