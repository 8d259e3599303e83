// /home-school (home_school_students.read): a home-school family's students, /home-school/create
// adds one;
// /ei/home-school-students (user.read): every family's students, for platform operators.
import { lazy } from 'react';
import { HomeOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const list = () => import('./home-school-list.tsx');

export const homeSchoolRoutes: AppRoute[] = [
  {
    path: '/home-school',
    component: lazy(() => list().then((m) => ({ default: m.FamilyStudents }))),
    menu: { label: 'My students', icon: <HomeOutlined />, order: 25 },
    drawers: [{ path: 'create', component: lazy(() => import('./family-student-drawer.tsx')) }],
  },
  {
    path: '/ei/home-school-students',
    component: lazy(() => list().then((m) => ({ default: m.AllFamilyStudents }))),
    menu: { label: 'Home-school students', icon: <HomeOutlined />, order: 26 },
  },
];
