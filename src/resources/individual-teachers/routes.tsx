// /individual-teachers (ind_teachers.read): the tenant's independent teachers, for operators.
import { SolutionOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const individualTeachersRoutes: AppRoute[] = [
  route({
    path: '/individual-teachers',
    load: () => import('./individual-teachers-list.tsx'),
    menu: menu('Independent teachers', <SolutionOutlined />, 24),
  }),
];
