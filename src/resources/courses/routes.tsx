// /courses (course.read): the school's courses; /courses/create and /courses/:id/edit open the
// form drawer over the list.
import { BookOutlined } from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const coursesRoutes: AppRoute[] = [
  route({
    path: '/courses',
    load: () => import('./courses-list.tsx'),
    menu: menu('Courses', <BookOutlined />, 20),
    drawers: entityDrawerRoutes(() => import('./course-drawers.tsx')),
  }),
];
