// The administration API (/api/admin/...): what the admin screens change beyond the generic
// resource writes (/api/resources, which also invite, enable, disable and reset passwords): permission
// lists checked against the catalogue (incl. the platform's default roles), tenant creation with
// its first administrator, tenant configuration. Each route declares its permission and UI path.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { roleRoutes } from './role-routes.ts';
import { tenantRoutes } from './tenant-routes.ts';

export default async function adminRoutes(app: FastifyInstance, _opts: { config: Config }) {
  roleRoutes(app);
  tenantRoutes(app);
}
