// Chat retention (docs/ai-chat.md): each school sets how many days its students' conversations
// are kept (platform.settings.data.chat_retention_days; unset keeps them), and the nightly
// chat-retention job deletes older ones, those not written to for longer. Alerts keep their own
// excerpt (tenant migration 010-chat.ts), so no alarming message is lost with its conversation.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantFor, type Tenant } from '../db/tenant.ts';
import { defineJob } from '../jobs/define.ts';

const KEY = 'chat_retention_days';

export async function retentionDays(db: Db, tenantId: number): Promise<number | null> {
  const res = await sql<{ days: number | null }>`
    SELECT (data ->> ${KEY})::int AS days FROM platform.settings WHERE tenant_id = ${tenantId}`.execute(db);
  return res.rows[0]?.days ?? null;
}

export async function setRetentionDays(db: Db, tenantId: number, days: number | null) {
  await sql`UPDATE platform.settings SET
      data = ${days === null ? sql`data - ${KEY}` : sql`jsonb_set(data, ${`{${KEY}}`}::text[], to_jsonb(${days}::int))`},
      version = version + 1, updated_at = now()
    WHERE tenant_id = ${tenantId}`.execute(db);
}

/** Deletes one school's student conversations older than `days`; answers how many. */
export async function purgeConversations(db: Db, t: Tenant, days: number): Promise<number> {
  const res = await sql`DELETE FROM ${t.table('chat_conversations')}
    WHERE role_name = 'student' AND updated_at < now() - make_interval(days => ${days})`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

export const chatRetention = defineJob<{ startedBy?: string }>({
  name: 'chat-retention',
  title: "Delete students' chat conversations past the school's retention",
  cron: '40 2 * * *',
  async run(_data, { db }) {
    const res = await sql<{ id: number; schema: string; days: number }>`
      SELECT t.id, t.config ->> 'schema_name' AS schema, (s.data ->> ${KEY})::int AS days
      FROM platform.tenants t JOIN platform.settings s ON s.tenant_id = t.id
      WHERE s.data ? ${KEY} AND t.status = 'active'`.execute(db);
    for (const t of res.rows) await purgeConversations(db, tenantFor(db, t), t.days);
  },
});
