// /admin/settings and /admin/sef-settings (no permission to read; settings.update to save).
import { SettingOutlined, ControlOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const settingsRoutes: AppRoute[] = [
  route({
    path: '/admin/settings',
    load: () => import('./settings-page.tsx'),
    menu: menu('Settings', <SettingOutlined />, 40, 'Administration'),
  }),
  route({
    path: '/admin/sef-settings',
    load: () => import('./other-settings-page.tsx'),
    menu: menu('School settings', <ControlOutlined />, 41, 'Administration'),
  }),
];
