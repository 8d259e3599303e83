// Document expiry reminders (docs/messaging.md): every day, in every school, each document that
// is not rejected and expires within REMIND_DAYS is told to its owner once per expiry date (in the
// app and by e-mail through sendNotifications, a school's reminders queued at once). The date is
// documents.expires_on (tenant migration 007-records). Progress is reported per school, so the batch-jobs screen shows how far it got.
import { sql } from 'kysely';
import { activeTenants } from '../db/active-tenants.ts';
import { defineJob } from '../jobs/define.ts';
import { sendNotifications } from '../mail/notify.ts';

export const REMIND_DAYS = 14;

interface Due {
  id: number;
  expires_on: string;
  email: string;
  user_id: string | null;
  name: string;
  document: string;
}

export const documentExpiryReminders = defineJob<{ startedBy?: string }>({
  name: 'document-expiry-reminders',
  title: 'Document expiry reminders',
  cron: '0 6 * * *',
  async run(_data, ctx) {
    const { db } = ctx;
    const tenants = await activeTenants(db);
    const host = { database: { db }, config: ctx.config, jobs: { send: ctx.send } };
    for (const [i, t] of tenants.entries()) {
      const s = t.ident;
      const due = (
        await sql<Due>`SELECT d.id, to_char(d.expires_on, 'YYYY-MM-DD') AS expires_on,
            coalesce(u.email, p.email) AS email, p.user_id, p.first_name || ' ' || p.last_name AS name,
            coalesce(dt.name, d.name) AS document
          FROM ${s}.documents d
          JOIN ${s}.parties p ON p.party_id = d.owner_party_id
          LEFT JOIN platform.app_users u ON u.user_id = p.user_id
          LEFT JOIN platform.doc_types dt ON dt.id = d.doc_type_id
          WHERE d.status <> 'rejected' AND d.expires_on IS NOT NULL
            AND d.expires_on BETWEEN current_date AND current_date + ${REMIND_DAYS}::int
            AND coalesce(u.email, p.email) IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM platform.document_reminders r
              WHERE r.tenant_id = ${t.id} AND r.document_id = d.id AND r.expires_on = d.expires_on)
          ORDER BY d.id`.execute(db)
      ).rows;
      // claimed before sending: a second run (or server) skips them, so each owner is told once
      const claimed = due.length
        ? (
            await sql<{
              document_id: number;
            }>`INSERT INTO platform.document_reminders (tenant_id, document_id, expires_on)
              VALUES ${sql.join(due.map((d) => sql`(${t.id}, ${d.id}, ${d.expires_on})`))}
              ON CONFLICT DO NOTHING RETURNING document_id`.execute(db)
          ).rows.map((r) => Number(r.document_id))
        : [];
      const mine = due.filter((d) => claimed.includes(d.id));
      const link = '/my-documents';
      const logIds = await sendNotifications(
        host,
        'document_expiring',
        mine.map((d) => ({
          to: d.email,
          vars: { name: d.name, document: d.document, expires: d.expires_on, link },
          userId: d.user_id,
          link,
        })),
        { tenantId: t.id },
      );
      for (const [k, d] of mine.entries()) {
        await sql`UPDATE platform.document_reminders SET log_id = ${logIds[k]}
          WHERE tenant_id = ${t.id} AND document_id = ${d.id} AND expires_on = ${d.expires_on}`.execute(db);
      }
      await ctx.progress(i + 1, tenants.length);
    }
  },
});
