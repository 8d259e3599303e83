// /admin/batch-jobs (batch_jobs.read; see src/policies/route-permissions.ts).
import { ScheduleOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const batchJobRoutes: AppRoute[] = [
  route({
    path: '/admin/batch-jobs',
    load: () => import('./batch-jobs-page.tsx'),
    menu: menu('Batch jobs', <ScheduleOutlined />, 83, 'Administration'),
  }),
];
