// /student-transactions (student.transactions.read): students' accounts, with a drawer to record an
// entry (student.transactions.update) at /student-transactions/create.
import { lazy } from 'react';
import { AccountBookOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const studentTransactionsRoutes: AppRoute[] = [
  route({
    path: '/student-transactions',
    load: () => import('./transactions-list.tsx'),
    menu: menu('Student accounts', <AccountBookOutlined />, 65),
    drawers: [{ path: 'create', component: lazy(() => import('./transaction-drawer.tsx')) }],
  }),
];
