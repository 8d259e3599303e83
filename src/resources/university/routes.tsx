// /university/:university: a partner university's public page (docs/commerce.md); public by the
// policy (src/policies/route-permissions.ts).
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

export const universityRoutes: AppRoute[] = [
  {
    path: '/university/:university',
    component: lazy(() => import('./university-page.tsx')),
    title: 'University',
    validate: (p) => /^[a-z0-9][a-z0-9-]{0,62}$/.test(p.university ?? '') || 'This is not a university page address.',
  },
];
