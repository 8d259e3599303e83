// /samples/email-editor (notification.read, saving notification.update; see
// src/policies/route-permissions.ts).
import { LayoutOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const emailEditorRoutes: AppRoute[] = [
  route({
    path: '/samples/email-editor',
    load: () => import('./email-editor-page.tsx'),
    menu: menu('E-mail designer', <LayoutOutlined />, 81.5, 'Administration'),
  }),
];
