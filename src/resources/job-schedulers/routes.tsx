// /admin/job-schedulers (job_schedulers.read; see src/policies/route-permissions.ts).
import { lazy } from 'react';
import { FieldTimeOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const jobSchedulerRoutes: AppRoute[] = [
  {
    path: '/admin/job-schedulers',
    component: lazy(() => import('./schedulers-page.tsx')),
    menu: { label: 'Job schedulers', icon: <FieldTimeOutlined />, group: 'Administration', order: 84 },
  },
];
