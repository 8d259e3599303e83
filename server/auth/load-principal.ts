import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import type { Principal } from './principal.ts';
import { selectCurrentRole } from '../../src/policies/role-selection.ts';

interface Row {
  user_id: string; party_id: number | null; email: string; roles: { access?: string[] }; status: string;
  tenant_id: number; schema: string; title: string; tenant_model: 'B2B' | 'B2CU'; tenant_status: string;
  blocked_paths: string[] | null; default_blocked: string[] | null;
}

/** One round trip: app user, tenant, blocked paths; then the current role's permission list. */
export async function loadPrincipal(db: Db, sub: string, requestedRole?: string): Promise<Principal | null> {
  const res = await sql<Row>`
    SELECT u.user_id, u.party_id, u.email, u.roles, u.status,
           t.id AS tenant_id, t.config->>'schema_name' AS schema, t.title, t.tenant_model, t.status AS tenant_status,
           ac.blocked_paths, (SELECT blocked_paths FROM platform.app_controls WHERE tenant_id IS NULL LIMIT 1) AS default_blocked
    FROM platform.app_users u
    JOIN platform.tenants t ON t.id = u.tenant_id
    LEFT JOIN platform.app_controls ac ON ac.tenant_id = t.id
    WHERE u.user_id = ${sub}`.execute(db);
  const row = res.rows[0];
  if (!row) return null;
  if (row.status === 'disabled') throw forbidden('This account is disabled', 'account_disabled');
  if (row.tenant_status === 'suspended') throw forbidden('This school is suspended', 'tenant_suspended');
  const roles = row.roles?.access ?? [];
  const currentRole = selectCurrentRole(roles, requestedRole) ?? '';
  const perms = currentRole
    ? await sql<{ role_permissions: string[] }>`
        SELECT role_permissions FROM platform.roles WHERE tenant_id = ${row.tenant_id} AND role_name = ${currentRole}`.execute(db)
    : { rows: [] };
  return {
    sub, userId: row.user_id, partyId: row.party_id, email: row.email, tenantId: row.tenant_id,
    schema: row.schema, tenantTitle: row.title, tenantModel: row.tenant_model, roles, currentRole,
    rolePermissions: perms.rows[0]?.role_permissions ?? [],
    blockedPaths: row.blocked_paths ?? row.default_blocked ?? [],
  };
}
