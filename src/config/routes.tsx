// The browser's route table: each feature exports its AppRoute array; one import line each here,
// so features add pages without touching App.tsx.
import type { AppRoute } from './app-route.ts';
import { RouteMatcher } from '../policies/route-match.ts';
import { shellRoutes } from '../pages/routes.tsx';
import { accessMatrixRoutes } from '../resources/access-matrix/routes.tsx';
import { externalRedirectRoutes } from '../components/route-guard.tsx';
import { coursesRoutes } from '../resources/courses/routes.tsx';
import { myDocumentsRoutes } from '../resources/my-documents/routes.tsx';
import { toolRoutes } from '../tools/routes.tsx';
import { usersRoutes } from '../resources/users/routes.tsx';
import { rolesRoutes } from '../resources/roles/routes.tsx';
import { rolePermissionsRoutes } from '../resources/role-permissions/routes.tsx';
import { tenantsRoutes } from '../resources/tenants/routes.tsx';
import { settingsRoutes } from '../resources/settings/routes.tsx';
import { appControlsRoutes } from '../resources/app-controls/routes.tsx';
import { auditLogRoutes } from '../resources/audit-log/routes.tsx';

export const appRoutes: readonly AppRoute[] = [
  ...shellRoutes,
  ...toolRoutes,
  ...accessMatrixRoutes,
  ...externalRedirectRoutes,
  ...coursesRoutes,
  ...myDocumentsRoutes,
  ...usersRoutes,
  ...rolesRoutes,
  ...rolePermissionsRoutes,
  ...tenantsRoutes,
  ...settingsRoutes,
  ...appControlsRoutes,
  ...auditLogRoutes,
];

const matcher = new RouteMatcher(appRoutes);

/** The route table entry for a concrete path, with its parameters. */
export function findRoute(path: string) {
  return matcher.match(path);
}
