// /my-profile: the signed-in user's own name, contact and photo.
import { IdcardOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const myProfileRoutes: AppRoute[] = [
  route({
    path: '/my-profile',
    load: () => import('./my-profile-page.tsx'),
    menu: menu('My profile', <IdcardOutlined />, 61),
  }),
];
