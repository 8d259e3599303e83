// /admin/terms (settings.update): the school years and terms; /admin/terms/create and
// /admin/terms/:id/edit open the form drawer over the list.
import { lazy } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const termsRoutes: AppRoute[] = [
  {
    path: '/admin/terms',
    component: lazy(() => import('./terms-list.tsx')),
    menu: { label: 'Terms', icon: <CalendarOutlined />, group: 'Administration', order: 39 },
    drawers: entityDrawerRoutes(() => import('./term-drawers.tsx')),
  },
];
