// One role's permission list, checked against the product's catalogue: a role of the tenant, or one
// of the platform's default roles (tenant_id NULL, operators only), which the generic writes do not
// reach. (Creating, describing and deleting a tenant's roles are the generic writes.) The server
// reads the list on every request (load-principal), so a save applies at the role's next request.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { notFound } from '../errors.ts';
import { requireOperator } from '../auth/operator.ts';
import { checkRolePermissions } from '../resources/definitions/role-permissions.ts';
import { recordAudit } from '../audit/record.ts';
import { staleVersion } from './validate.ts';

interface RoleRow {
  id: number;
  tenant_id: number | null;
  role_name: string;
  description: string;
  role_permissions: string[];
  version: number;
}

/** the roles table, its permission list read as the names it holds */
const roles = (db: Db) =>
  db
    .selectFrom('platform.roles')
    .select(['id', 'tenant_id', 'role_name', 'description', 'role_permissions', 'version'])
    .$narrowType<{ role_permissions: string[] }>();

const view = (r: RoleRow) => ({
  id: r.id,
  tenant_id: r.tenant_id,
  role_name: r.role_name,
  description: r.description,
  role_permissions: r.role_permissions ?? [],
  version: r.version,
});

/** A role of the caller's tenant, or with `platform` one of the platform's default roles (operators). */
async function findRole(db: Db, p: Principal, roleId: number, platform: boolean): Promise<RoleRow> {
  if (platform) requireOperator(p, 'edit the default roles');
  const byId = roles(db).where('id', '=', roleId);
  const role = await (
    platform ? byId.where('tenant_id', 'is', null) : byId.where('tenant_id', '=', p.tenantId)
  ).executeTakeFirst();
  if (!role) throw notFound(platform ? 'No such default role' : 'No such role in this school', 'role_not_found');
  return role;
}

export async function getRole(db: Db, p: Principal, roleId: number, platform: boolean) {
  return view(await findRole(db, p, roleId, platform));
}

export async function listPlatformRoles(db: Db, p: Principal) {
  requireOperator(p, 'see the default roles');
  const list = await roles(db).where('tenant_id', 'is', null).orderBy('role_name').execute();
  return list.map(view);
}

export async function setRolePermissions(
  db: Db,
  p: Principal,
  roleId: number,
  platform: boolean,
  input: { role_permissions: string[]; version: number },
) {
  const perms = checkRolePermissions(input.role_permissions);
  return db.transaction().execute(async (trx) => {
    const before = await findRole(trx, p, roleId, platform);
    const r = await sql<RoleRow>`
      UPDATE platform.roles SET role_permissions = ${JSON.stringify(perms)}::jsonb, version = version + 1, updated_at = now()
      WHERE id = ${roleId} AND version = ${input.version} RETURNING *`.execute(trx);
    if (!r.rows[0]) staleVersion('role', before, input.version);
    const removed = before.role_permissions.filter((x) => !perms.includes(x));
    const added = perms.filter((x) => !before.role_permissions.includes(x));
    await recordAudit(trx, p, {
      tenantId: before.tenant_id,
      action: 'update_permissions',
      resource: platform ? 'platform_roles' : 'roles',
      recordId: roleId,
      before: { role_name: before.role_name, role_permissions: before.role_permissions },
      after: { role_name: before.role_name, role_permissions: perms, added, removed },
    });
    return view(r.rows[0]);
  });
}
