// /admin/job-schedulers (job_schedulers.read; see src/policies/route-permissions.ts).
import { FieldTimeOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const jobSchedulerRoutes: AppRoute[] = [
  route(
    '/admin/job-schedulers',
    () => import('./schedulers-page.tsx'),
    menu('Job schedulers', <FieldTimeOutlined />, 84, 'Administration'),
  ),
];
