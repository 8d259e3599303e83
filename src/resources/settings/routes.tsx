// /admin/settings and /admin/sef-settings (no permission to read; settings.update to save).
import { SettingOutlined, ControlOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const settingsRoutes: AppRoute[] = [
  route(
    '/admin/settings',
    () => import('./settings-page.tsx'),
    menu('Settings', <SettingOutlined />, 40, 'Administration'),
  ),
  route(
    '/admin/sef-settings',
    () => import('./other-settings-page.tsx'),
    menu('School settings', <ControlOutlined />, 41, 'Administration'),
  ),
];
