// One audit record per change, written in the same transaction as the change.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Operation, ResourceDef, Row } from './types.ts';
import type { QueryContext } from '../listmodel/types.ts';

const strip = (row: Row | null, omit: readonly string[] = []) =>
  row ? JSON.stringify(Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k)))) : null;

/** What the audit row needs of a resource; routes outside the generic engine declare just this. */
export type AuditedResource = Pick<ResourceDef, 'name' | 'key' | 'auditTenant' | 'auditOmit'>;

export async function writeAudit(
  trx: Db,
  def: AuditedResource,
  ctx: QueryContext,
  action: Operation,
  before: Row | null,
  after: Row | null,
) {
  const row = (after ?? before)!;
  const tenantId = def.auditTenant ? def.auditTenant(row, ctx) : ctx.principal.tenantId;
  await sql`
    INSERT INTO platform.audit_log (tenant_id, user_id, action, resource, record_id, before, after)
    VALUES (${tenantId}, ${ctx.principal.userId}, ${action}, ${def.name}, ${String(row[def.key.column])},
            ${strip(before, def.auditOmit)}::jsonb, ${strip(after, def.auditOmit)}::jsonb)`.execute(trx);
}
