// /admin/terms (settings.update): the school years and terms; /admin/terms/create and
// /admin/terms/:id/edit open the form drawer over the list.
import { CalendarOutlined } from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const termsRoutes: AppRoute[] = [
  route({
    path: '/admin/terms',
    load: () => import('./terms-list.tsx'),
    menu: menu('Terms', <CalendarOutlined />, 39, 'Administration'),
    drawers: entityDrawerRoutes(() => import('./term-drawers.tsx')),
  }),
];
