// /sky-api: the school's Blackbaud SKY API connection (docs/sky-api.md). Permission: src/policies.
import { CloudSyncOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const skyApiRoutes: AppRoute[] = [
  route({
    path: '/sky-api',
    load: () => import('./sky-page.tsx'),
    menu: menu('SKY API', <CloudSyncOutlined />, 97, 'Administration'),
  }),
];
