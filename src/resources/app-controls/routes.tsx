// /app-controls and /ei/app-controls (app_controls.read; app_controls.update to save).
import { StopOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const appControlsRoutes: AppRoute[] = [
  route({
    path: '/app-controls',
    load: () => import('./own-page.tsx'),
    menu: menu('App controls', <StopOutlined />, 50, 'Administration'),
  }),
  route({
    path: '/ei/app-controls',
    load: () => import('./operator-page.tsx'),
    menu: menu('Tenant app controls', <StopOutlined />, 51, 'Platform'),
  }),
];
