// /teachers (teacher.read): the school's teachers; /teachers/create and /teachers/:id/edit open the
// form drawer over the list.
import { IdcardOutlined } from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const teachersRoutes: AppRoute[] = [
  route({
    path: '/teachers',
    load: () => import('./teachers-list.tsx'),
    menu: menu('Teachers', <IdcardOutlined />, 23),
    drawers: entityDrawerRoutes(() => import('./teacher-drawers.tsx')),
  }),
];
