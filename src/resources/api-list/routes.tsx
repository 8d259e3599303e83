// /admin/tbl/api-list: the list-API catalogue; a query's details and "try it" open in a drawer.
import { lazy } from 'react';
import { ApiOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const apiListRoutes: AppRoute[] = [
  {
    path: '/admin/tbl/api-list',
    component: lazy(() => import('./api-list-page.tsx')),
    menu: { label: 'List APIs', icon: <ApiOutlined />, group: 'Administration', order: 95 },
    drawers: [{ path: ':bizobjfile/:api', component: lazy(() => import('./query-drawer.tsx')) }],
  },
];
