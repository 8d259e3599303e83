// /student-transactions (student.transactions.read): students' accounts, with a drawer to record an
// entry (student.transactions.update) at /student-transactions/create.
import { lazy } from 'react';
import { AccountBookOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const studentTransactionsRoutes: AppRoute[] = [
  {
    path: '/student-transactions',
    component: lazy(() => import('./transactions-list.tsx')),
    menu: { label: 'Student accounts', icon: <AccountBookOutlined />, order: 65 },
    drawers: [{ path: 'create', component: lazy(() => import('./transaction-drawer.tsx')) }],
  },
];
