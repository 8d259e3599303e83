// The permission checklists: /admin/role-permissions/:roleId (the tenant's roles) and
// /ei/role-permissions/:roleId (the platform's default roles, operators only). Reading the
// tenant's roles is the list query security_users/admin_list_roles; the default roles are read here.
import type { App } from '../schemas/app.ts';
import { RolePermissionsBody } from '../../src/shared/rules/role-rules.ts';
import { assertShape, checkBody, IdParam } from './validate.ts';
import { replies } from '../schemas/replies.ts';
import { RoleListReply, RoleReply } from './role-schemas.ts';
import { getRole, listPlatformRoles, setRolePermissions } from './roles.ts';

const TENANT_PERMS = { access: 'role.update', uiPath: '/admin/role-permissions/:roleId' };
const PLATFORM_PERMS = { access: 'role.update', uiPath: '/ei/role-permissions/:roleId' };
const ROLE_ID = IdParam('roleId');
const ROLE = replies({ 200: RoleReply });

export function roleRoutes(app: App) {
  const db = app.database.db;

  // a tenant's role or (platform) a default role: the same checklist write
  const putPermissions = (url: string, config: typeof TENANT_PERMS, platform: boolean) =>
    app.put(
      url,
      { config, attachValidation: true, schema: { params: ROLE_ID, body: RolePermissionsBody, response: ROLE } },
      async (req) => {
        checkBody(req, RolePermissionsBody, 'Role');
        return setRolePermissions(db, req.principal!, Number(req.params.roleId), platform, req.body);
      },
    );

  putPermissions('/api/admin/roles/:roleId/permissions', TENANT_PERMS, false);

  app.get(
    '/api/admin/platform-roles',
    {
      config: { access: 'role.update', uiPath: '/ei/role-permissions/:roleId' },
      schema: { response: replies({ 200: RoleListReply }) },
    },
    async (req) => listPlatformRoles(db, req.principal!),
  );

  app.get(
    '/api/admin/platform-roles/:roleId',
    {
      config: PLATFORM_PERMS,
      attachValidation: true,
      schema: { params: ROLE_ID, response: ROLE },
    },
    async (req) => {
      assertShape(req);
      return getRole(db, req.principal!, Number(req.params.roleId), true);
    },
  );

  putPermissions('/api/admin/platform-roles/:roleId/permissions', PLATFORM_PERMS, true);
}
