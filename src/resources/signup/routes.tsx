// The public sign-up pages (docs/commerce.md): /trekaisignup and /teachers-signup send people here
// (src/policies/route-permissions.ts); layout and skipped sign-in come from the policy.
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

const page = lazy(() => import('./signup-page.tsx'));

export const signupRoutes: AppRoute[] = [
  { path: '/signup/student', component: page, title: 'Sign up for TrekAI' },
  { path: '/signup/teacher', component: page, title: 'Sign up as an independent teacher' },
];
