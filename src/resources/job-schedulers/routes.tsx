// /admin/job-schedulers (job_schedulers.read; see src/policies/route-permissions.ts).
import { FieldTimeOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const jobSchedulerRoutes: AppRoute[] = [
  route({
    path: '/admin/job-schedulers',
    load: () => import('./schedulers-page.tsx'),
    menu: menu('Job schedulers', <FieldTimeOutlined />, 84, 'Administration'),
  }),
];
