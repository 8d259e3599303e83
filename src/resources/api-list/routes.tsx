// /admin/tbl/api-list: the list-API catalogue; a query's details and "try it" open in a drawer.
import { lazy } from 'react';
import { ApiOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const apiListRoutes: AppRoute[] = [
  route({
    path: '/admin/tbl/api-list',
    load: () => import('./api-list-page.tsx'),
    menu: menu('List APIs', <ApiOutlined />, 95, 'Administration'),
    drawers: [{ path: ':bizobjfile/:api', component: lazy(() => import('./query-drawer.tsx')) }],
  }),
];
