// /individual-teachers (ind_teachers.read): the tenant's independent teachers, for operators.
import { lazy } from 'react';
import { SolutionOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const individualTeachersRoutes: AppRoute[] = [
  {
    path: '/individual-teachers',
    component: lazy(() => import('./individual-teachers-list.tsx')),
    menu: { label: 'Independent teachers', icon: <SolutionOutlined />, order: 24 },
  },
];
