// The profile pages: /teacher-profile/:partyId (teacher.profile.read), /student-profile/:partyId
// (student.profile.read), /home-school-profile/:partyId (student.read: a family's student) and
// /ind-teacher-profile/:partyId (ind_teachers.read; the id is the account's user id or party id).
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

const student = () => import('./student-profile.tsx');

export const profileRoutes: AppRoute[] = [
  { path: '/teacher-profile/:partyId', component: lazy(() => import('./teacher-profile.tsx')) },
  { path: '/student-profile/:partyId', component: lazy(() => student().then((m) => ({ default: m.StudentProfile }))) },
  {
    path: '/home-school-profile/:partyId',
    component: lazy(() => student().then((m) => ({ default: m.FamilyStudentProfile }))),
  },
  { path: '/ind-teacher-profile/:partyId', component: lazy(() => import('./ind-teacher-profile.tsx')) },
];
