// /teacher-profile/:partyId (teacher.profile.read): one teacher's contact details and sections.
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

export const profileRoutes: AppRoute[] = [
  { path: '/teacher-profile/:partyId', component: lazy(() => import('./teacher-profile.tsx')) },
];
