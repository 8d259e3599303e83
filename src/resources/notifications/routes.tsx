// /admin/notification-log (logs.read) and /admin/notification-templates (notification.read);
// permissions come from src/policies/route-permissions.ts.
import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const notificationRoutes: AppRoute[] = [
  route({
    path: '/admin/notification-log',
    load: () => import('./log-list.tsx'),
    menu: menu('Notification log', <SendOutlined />, 82, 'Administration'),
  }),
  route({
    path: '/admin/notification-templates',
    load: () => import('./templates-page.tsx'),
    menu: menu('Notification templates', <MailOutlined />, 81, 'Administration'),
  }),
];
