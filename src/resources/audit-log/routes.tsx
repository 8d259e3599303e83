// /admin/audit-log (logs.read; a product route, see src/policies/route-permissions.ts).
import { HistoryOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const auditLogRoutes: AppRoute[] = [
  route(
    '/admin/audit-log',
    () => import('./audit-log-list.tsx'),
    menu('Audit log', <HistoryOutlined />, 80, 'Administration'),
  ),
];
