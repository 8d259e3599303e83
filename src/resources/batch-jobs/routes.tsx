// /admin/batch-jobs (batch_jobs.read; see src/policies/route-permissions.ts).
import { lazy } from 'react';
import { ScheduleOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const batchJobRoutes: AppRoute[] = [
  {
    path: '/admin/batch-jobs',
    component: lazy(() => import('./batch-jobs-page.tsx')),
    menu: { label: 'Batch jobs', icon: <ScheduleOutlined />, group: 'Administration', order: 83 },
  },
];
