// /students (student.read): the school's students; /students/create and /students/:id/edit open the
// form drawer over the list.
import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const studentsRoutes: AppRoute[] = [
  {
    path: '/students',
    component: lazy(() => import('./students-list.tsx')),
    menu: { label: 'Students', icon: <TeamOutlined />, order: 22 },
    drawers: entityDrawerRoutes(() => import('./student-drawers.tsx')),
  },
];
