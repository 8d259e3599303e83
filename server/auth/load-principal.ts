import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import type { Principal } from './principal.ts';
import { selectCurrentRole } from '../../src/policies/role-selection.ts';

interface Row {
  user_id: string;
  party_id: number | null;
  email: string;
  roles: { access?: string[] };
  status: string;
  tenant_id: number;
  schema: string;
  title: string;
  tenant_model: 'B2B' | 'B2CU';
  tenant_status: string;
  blocked_paths: string[] | null;
  default_blocked: string[] | null;
  role_permissions: Record<string, string[]> | null;
}

/** One round trip: app user, tenant, blocked paths and the permission lists of all the user's
 * roles; the current role is then chosen here. Called on a miss of the principal cache, which
 * database triggers invalidate, so a changed role, permission list or blocked list takes effect
 * at the user's next request. */
export async function loadPrincipal(db: Db, sub: string, requestedRole?: string): Promise<Principal | null> {
  const res = await sql<Row>`
    SELECT u.user_id, u.party_id, u.email, u.roles, u.status,
           t.id AS tenant_id, t.config->>'schema_name' AS schema, t.title, t.tenant_model, t.status AS tenant_status,
           ac.blocked_paths,
           (SELECT blocked_paths FROM platform.app_controls WHERE tenant_id IS NULL LIMIT 1) AS default_blocked,
           (SELECT jsonb_object_agg(r.role_name, r.role_permissions) FROM platform.roles r
             WHERE r.tenant_id = t.id AND u.roles->'access' ? r.role_name) AS role_permissions
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
  return {
    sub,
    userId: row.user_id,
    partyId: row.party_id,
    email: row.email,
    tenantId: row.tenant_id,
    schema: row.schema,
    tenantTitle: row.title,
    tenantModel: row.tenant_model,
    roles,
    currentRole,
    rolePermissions: row.role_permissions?.[currentRole] ?? [],
    blockedPaths: row.blocked_paths ?? row.default_blocked ?? [],
  };
}
