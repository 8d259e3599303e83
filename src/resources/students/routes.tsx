// /students (student.read): the school's students; /students/create and /students/:id/edit open the
// form drawer over the list.
import { TeamOutlined } from '@ant-design/icons';
import { menu, route, entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const studentsRoutes: AppRoute[] = [
  route({
    path: '/students',
    load: () => import('./students-list.tsx'),
    menu: menu('Students', <TeamOutlined />, 22),
    drawers: entityDrawerRoutes(() => import('./student-drawers.tsx')),
  }),
];
