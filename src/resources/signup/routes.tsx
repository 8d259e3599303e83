// The public sign-up pages (docs/commerce.md) and the named routes that send people to them:
// /trekaisignup and /teachers-signup render nothing; the guard (src/components/route-guard.tsx)
// leaves for the policy's externalRedirect, {host}signup/... (`signupHost` in /config.json).
// Layout and sign-in come from the policy (src/policies/route-permissions.ts).
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

const page = lazy(() => import('./signup-page.tsx'));
const Nothing = () => null;

export const signupRoutes: AppRoute[] = [
  { path: '/signup/student', component: page, title: 'Sign up for TrekAI' },
  { path: '/signup/teacher', component: page, title: 'Sign up as an independent teacher' },
  { path: '/trekaisignup', component: Nothing, layout: 'public' },
  { path: '/teachers-signup', component: Nothing, layout: 'public' },
];
