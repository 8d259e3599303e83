// Creating a tenant: its platform row, its schema (by the same migrations as every tenant),
// its roles copied from the platform defaults, its settings and its blocked-path list.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { migrateTenant, assertSchemaName } from '../db/migrate.ts';
import { TENANT_BLOCKED_PATHS } from '../../src/policies/blocked-paths.ts';

export interface NewTenant {
  schema: string;
  title: string;
  tenantModel: 'B2B' | 'B2CU';
  blockedPaths?: readonly string[];
}

export function schoolYearTerms(now = new Date()) {
  const y = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const years = [`${y - 1}-${y}`, `${y}-${y + 1}`];
  const arr = years.flatMap((yr) => [`${yr}/Fall`, `${yr}/Spring`]);
  const current = now.getUTCMonth() >= 6 ? `${years[1]}/Fall` : `${years[1]}/Spring`;
  return { current, arr };
}

/** Returns the tenant id; does nothing but look it up when the tenant already exists. */
export async function provisionTenant(db: Db, t: NewTenant): Promise<number> {
  assertSchemaName(t.schema);
  const found = await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = ${t.schema}`.execute(db);
  if (found.rows[0]) {
    await migrateTenant(db, t.schema);
    return found.rows[0].id;
  }
  const { current, arr } = schoolYearTerms();
  const id = await db.transaction().execute(async (trx) => {
    const ins = await sql<{ id: number }>`
      INSERT INTO platform.tenants (name, title, tenant_model, config)
      VALUES (${t.schema}, ${t.title}, ${t.tenantModel}, ${JSON.stringify({ schema_name: t.schema })}::jsonb)
      RETURNING id`.execute(trx);
    const tenantId = ins.rows[0].id;
    await sql`
      INSERT INTO platform.roles (tenant_id, role_name, description, role_permissions)
      SELECT ${tenantId}, role_name, description, role_permissions FROM platform.roles WHERE tenant_id IS NULL`.execute(
      trx,
    );
    await sql`
      INSERT INTO platform.settings (tenant_id, current_year_term, year_term_arr)
      VALUES (${tenantId}, ${current}, ${JSON.stringify(arr)}::jsonb)`.execute(trx);
    // A tenant without its own list follows the default row (tenant_id NULL).
    const own = t.blockedPaths ?? TENANT_BLOCKED_PATHS[t.schema];
    if (own) {
      await sql`
        INSERT INTO platform.app_controls (tenant_id, blocked_paths)
        VALUES (${tenantId}, ${JSON.stringify(own)}::jsonb)`.execute(trx);
    }
    return tenantId;
  });
  await migrateTenant(db, t.schema);
  return id;
}
