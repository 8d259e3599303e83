// A list query's context for an account, read from the seeded rows, for tests that compile and run
// queries in process (the HTTP tests sign in instead): its tenant, and the role and permissions given.
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';
import { tenantFor } from '../../server/db/tenant.ts';
import type { QueryContext } from '../../server/listmodel/types.ts';

export async function queryContextFor(
  db: Db,
  email: string,
  role: string,
  rolePermissions: readonly string[],
): Promise<QueryContext> {
  const r = await sql<{ user_id: string; party_id: number | null; tenant_id: number; schema: string; title: string }>`
    SELECT u.user_id, u.party_id, u.tenant_id, t.config->>'schema_name' AS schema, t.title
    FROM platform.app_users u JOIN platform.tenants t ON t.id = u.tenant_id WHERE u.email = ${email}`.execute(db);
  const u = r.rows[0];
  return {
    principal: {
      sub: u.user_id,
      userId: u.user_id,
      partyId: u.party_id,
      email,
      tenantId: u.tenant_id,
      schema: u.schema,
      tenantTitle: u.title,
      tenantModel: 'B2B',
      roles: [role],
      currentRole: role,
      rolePermissions: [...rolePermissions],
      blockedPaths: [],
    },
    tenant: tenantFor(db, { id: u.tenant_id, schema: u.schema }),
  };
}
