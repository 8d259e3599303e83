// Which tenant a list query runs against. Always the signed-in user's own tenant; the body's
// schema fields (dbschema, tenantSchema) are accepted for compatibility but may only name that
// tenant, except that a platform operator may name any existing tenant.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { badRequest, forbidden } from '../errors.ts';
import { isOperator } from '../auth/operator.ts';

export interface TargetTenant {
  id: number;
  schema: string;
  /** true when an operator named another tenant */
  named: boolean;
}

export async function resolveTenant(
  db: Db,
  p: Principal,
  fields: { dbschema?: string; tenantSchema?: string },
): Promise<TargetTenant> {
  const named = [fields.dbschema, fields.tenantSchema].filter((s): s is string => s !== undefined && s !== '');
  const distinct = [...new Set(named)];
  if (distinct.length > 1) throw badRequest('dbschema and tenantSchema name different tenants', 'schema_mismatch');
  const want = distinct[0];
  if (want === undefined || want === p.schema) return { id: p.tenantId, schema: p.schema, named: false };
  if (!isOperator(p)) {
    throw forbidden(`Schema ${JSON.stringify(want.slice(0, 64))} is not your tenant`, 'schema_forbidden');
  }
  const found = await sql<{ id: number; schema: string }>`
    SELECT id, config->>'schema_name' AS schema FROM platform.tenants WHERE config->>'schema_name' = ${want}`.execute(
    db,
  );
  const t = found.rows[0];
  if (!t) throw forbidden(`No tenant with schema ${JSON.stringify(want.slice(0, 64))}`, 'schema_forbidden');
  return { id: t.id, schema: t.schema, named: true };
}
