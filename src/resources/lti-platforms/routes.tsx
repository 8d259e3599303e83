// /admin/lti-platforms (settings.update): the school's LTI 1.3 platform registrations, and
// /lti-courses (student.read): the platforms' courses and their rosters (docs/lti.md).
import { ApiOutlined, CloudSyncOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const ltiPlatformRoutes: AppRoute[] = [
  route({
    path: '/admin/lti-platforms',
    load: () => import('./lti-platforms-page.tsx'),
    menu: menu('LTI platforms', <ApiOutlined />, 98, 'Administration'),
  }),
  route({
    path: '/lti-courses',
    load: () => import('./lti-courses-page.tsx'),
    menu: menu('Platform courses', <CloudSyncOutlined />, 14.5),
  }),
];
