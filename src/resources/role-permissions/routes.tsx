// /admin/role-permissions/:roleId and /ei/role-permissions/:roleId (role.update).
import { lazy } from 'react';
import type { AppRoute } from '../../config/app-route.ts';

const roleId = (p: Record<string, string | undefined>) =>
  /^[1-9][0-9]{0,8}$/.test(p.roleId ?? '') ? true : 'A role id is a positive whole number';

export const rolePermissionsRoutes: AppRoute[] = [
  {
    path: '/admin/role-permissions/:roleId',
    component: lazy(() => import('./tenant-role-page.tsx')),
    title: 'Role permissions',
    validate: roleId,
  },
  {
    path: '/ei/role-permissions/:roleId',
    component: lazy(() => import('./platform-role-page.tsx')),
    title: 'Default role permissions',
    validate: roleId,
  },
];
