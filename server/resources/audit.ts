// THE audit writer: one record per change, written in the same transaction as the change. The
// engine's writes call writeAudit; changes outside it (admin actions, AI administration) call
// recordAudit with their own action name.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import type { Operation, ResourceDef, Row } from './types.ts';
import type { QueryContext } from '../listmodel/types.ts';

export interface AuditEntry {
  /** the tenant the change concerns (null for the platform's defaults) */
  tenantId: number | null;
  action: string;
  resource: string;
  recordId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, p: Pick<Principal, 'userId'>, e: AuditEntry): Promise<void> {
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  await sql`
    INSERT INTO platform.audit_log (tenant_id, user_id, action, resource, record_id, before, after)
    VALUES (${e.tenantId}, ${p.userId}, ${e.action}, ${e.resource}, ${String(e.recordId)},
            ${json(e.before)}::jsonb, ${json(e.after)}::jsonb)`.execute(db);
}

/** What the audit row needs of a resource; routes outside the generic engine declare just this. */
export type AuditedResource = Pick<ResourceDef, 'name' | 'key' | 'auditTenant' | 'auditOmit'>;

export async function writeAudit(
  trx: Db,
  def: AuditedResource,
  ctx: QueryContext,
  /** create / update / delete, or a named action of the same write (e.g. invite, disable) */
  action: Operation | (string & {}),
  before: Row | null,
  after: Row | null,
) {
  const row = (after ?? before)!;
  const omit = (r: Row | null) =>
    r ? Object.fromEntries(Object.entries(r).filter(([k]) => !(def.auditOmit ?? []).includes(k))) : null;
  await recordAudit(trx, ctx.principal, {
    tenantId: def.auditTenant ? def.auditTenant(row, ctx) : ctx.principal.tenantId,
    action,
    resource: def.name,
    recordId: String(row[def.key.column]),
    before: omit(before),
    after: omit(after),
  });
}
