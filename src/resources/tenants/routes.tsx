// /ei/tenants (tenant.read; the operators' layout).
import { ApartmentOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const tenantsRoutes: AppRoute[] = [
  route('/ei/tenants', () => import('./tenants-list.tsx'), menu('Tenants', <ApartmentOutlined />, 50, 'Platform')),
];
