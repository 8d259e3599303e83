// /admin/roles (role.read).
import { IdcardOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const rolesRoutes: AppRoute[] = [
  route({
    path: '/admin/roles',
    load: () => import('./roles-list.tsx'),
    menu: menu('Roles', <IdcardOutlined />, 20, 'Administration'),
  }),
];
