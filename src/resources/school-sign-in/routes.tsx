// /admin/school-sign-in (settings.update): the school's own sign-in providers, Google Workspace,
// Microsoft Entra or any OpenID Connect provider (docs/sign-in-with-school.md).
import { LoginOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const schoolSignInRoutes: AppRoute[] = [
  route({
    path: '/admin/school-sign-in',
    load: () => import('./school-sign-in-page.tsx'),
    menu: menu('School sign-in', <LoginOutlined />, 99, 'Administration'),
  }),
];
