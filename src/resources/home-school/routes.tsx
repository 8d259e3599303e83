// /home-school (home_school_students.read): a home-school family's students, /home-school/create
// adds one;
// /ei/home-school-students (user.read): every family's students, for platform operators.
import { lazy } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

const list = () => import('./home-school-list.tsx');

export const homeSchoolRoutes: AppRoute[] = [
  route({
    path: '/home-school',
    load: () => list().then((m) => ({ default: m.FamilyStudents })),
    menu: menu('My students', <HomeOutlined />, 25),
    drawers: [{ path: 'create', component: lazy(() => import('./family-student-drawer.tsx')) }],
  }),
  route({
    path: '/ei/home-school-students',
    load: () => list().then((m) => ({ default: m.AllFamilyStudents })),
    menu: menu('Home-school students', <HomeOutlined />, 26),
  }),
];
