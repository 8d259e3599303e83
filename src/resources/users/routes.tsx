// /admin/users (user.read).
import { TeamOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const usersRoutes: AppRoute[] = [
  route({
    path: '/admin/users',
    load: () => import('./users-list.tsx'),
    menu: menu('Users', <TeamOutlined />, 10, 'Administration'),
  }),
];
