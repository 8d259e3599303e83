// /ei/tenants (tenant.read; the operators' layout).
import { ApartmentOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const tenantsRoutes: AppRoute[] = [
  route({
    path: '/ei/tenants',
    load: () => import('./tenants-list.tsx'),
    menu: menu('Tenants', <ApartmentOutlined />, 50, 'Platform'),
  }),
];
