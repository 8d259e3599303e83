// /admin/notification-log (logs.read) and /admin/notification-templates (notification.read);
// permissions come from src/policies/route-permissions.ts.
import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const notificationRoutes: AppRoute[] = [
  route(
    '/admin/notification-log',
    () => import('./log-list.tsx'),
    menu('Notification log', <SendOutlined />, 82, 'Administration'),
  ),
  route(
    '/admin/notification-templates',
    () => import('./templates-page.tsx'),
    menu('Notification templates', <MailOutlined />, 81, 'Administration'),
  ),
];
