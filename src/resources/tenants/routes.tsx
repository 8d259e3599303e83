// /ei/tenants (tenant.read; the operators' layout).
import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const tenantsRoutes: AppRoute[] = [
  {
    path: '/ei/tenants',
    component: lazy(() => import('./tenants-list.tsx')),
    menu: { label: 'Tenants', icon: <ApartmentOutlined />, group: 'Platform', order: 50 },
  },
];
