// The access matrix page ("why can't I?"), linked from /admin/roles.
import { SafetyOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const accessMatrixRoutes: AppRoute[] = [
  route({
    path: '/admin/access-matrix',
    load: () => import('./access-matrix-page.tsx'),
    menu: menu('Access matrix', <SafetyOutlined />, 90, 'Administration'),
  }),
];
