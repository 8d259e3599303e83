// /set-password: the public page an invite or password-reset mail links to (its layout and the
// skipped sign-in come from the policy: src/policies/route-permissions.ts).
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

export const passwordLinkRoutes: AppRoute[] = [
  { path: '/set-password', component: lazy(() => import('./set-password-page.tsx')), title: 'Set your password' },
];
