// /admin/audit-log (logs.read; a product route, see src/policies/route-permissions.ts).
import { HistoryOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const auditLogRoutes: AppRoute[] = [
  route({
    path: '/admin/audit-log',
    load: () => import('./audit-log-list.tsx'),
    menu: menu('Audit log', <HistoryOutlined />, 80, 'Administration'),
  }),
];
