// /admin/lti-platforms (settings.update): the school's LTI 1.3 platform registrations (docs/lti.md).
import { ApiOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const ltiPlatformRoutes: AppRoute[] = [
  route({
    path: '/admin/lti-platforms',
    load: () => import('./lti-platforms-page.tsx'),
    menu: menu('LTI platforms', <ApiOutlined />, 98, 'Administration'),
  }),
];
