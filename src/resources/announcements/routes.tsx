// /admin/announcements (announcement.update): the dashboard's announcements; /create and /:id/edit
// open the form drawer over the list.
import { NotificationOutlined } from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const announcementsRoutes: AppRoute[] = [
  route({
    path: '/admin/announcements',
    load: () => import('./announcements-list.tsx'),
    menu: menu('Announcements', <NotificationOutlined />, 38, 'Administration'),
    drawers: entityDrawerRoutes(() => import('./announcement-drawers.tsx')),
  }),
];
