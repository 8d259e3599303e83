// The write engine's audit: one record per change, written in the same transaction as the change.
// The engine's writes (and routes that declare an AuditedResource) call writeAudit; changes outside
// it (admin actions, mail templates, ...) call recordAudit (server/audit/record.ts) with their own
// action name.
import type { Db } from '../db/database.ts';
import { recordAudit } from '../audit/record.ts';
import type { Operation, ResourceDef, Row } from './types.ts';
import type { QueryContext } from '../listmodel/types.ts';

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
