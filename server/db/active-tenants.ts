// The active schools, in id order, each as its Tenant (server/db/tenant.ts): what a nightly job walks
// through, so a job never builds a tenant or places a schema by hand.
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { tenantFor, type Tenant } from './tenant.ts';

export const activeTenants = async (db: Db): Promise<Tenant[]> =>
  (
    await sql<{ id: number; schema: string }>`SELECT id, config->>'schema_name' AS schema
      FROM platform.tenants WHERE status = 'active' AND config ? 'schema_name' ORDER BY id`.execute(db)
  ).rows.map((r) => tenantFor(db, r));
