// The audit row itself: one record per change, written in the caller's transaction. Below every
// feature (it needs only the database), so routes outside the write engine (admin, mail, commerce,
// chat, ...) record their changes without importing the engine; the engine's writes go through
// writeAudit (server/resources/audit.ts), which calls this.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';

export interface AuditEntry {
  /** the tenant the change concerns (null for the platform's defaults) */
  tenantId: number | null;
  action: string;
  resource: string;
  recordId: string | number;
  before?: unknown;
  after?: unknown;
}

/** `p.userId` null: the platform's own work (a scheduled job), not a person's */
export async function recordAudit(db: Db, p: { userId: Principal['userId'] | null }, e: AuditEntry): Promise<void> {
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  await sql`
    INSERT INTO platform.audit_log (tenant_id, user_id, action, resource, record_id, before, after)
    VALUES (${e.tenantId}, ${p.userId}, ${e.action}, ${e.resource}, ${String(e.recordId)},
            ${json(e.before)}::jsonb, ${json(e.after)}::jsonb)`.execute(db);
}
