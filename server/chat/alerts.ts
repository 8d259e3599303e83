// Critical alerts (docs/ai-chat.md): a risky student message is recorded with its alert in one
// transaction, then every designated staff member (holders of safety_alerts.receive; admins
// hold it) is told in-app and by e-mail through sendNotification, at once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { sendNotification } from '../mail/notify.ts';
import type { RiskCategory } from './lexicon.ts';

export const ALERT_PERMISSION = 'safety_alerts.receive';
export const CATEGORY_LABELS: Record<RiskCategory, string> = {
  self_harm: 'self-harm',
  abuse: 'abuse',
  violence: 'violence',
  bullying: 'bullying',
};

export async function insertAlert(
  trx: Db,
  t: Tenant,
  p: Principal,
  a: { conversationId: string; messageId: string | null; category: RiskCategory; source: string; excerpt: string },
): Promise<number> {
  const res = await sql<{ id: string }>`
    INSERT INTO ${t.table('chat_alerts')} (conversation_id, message_id, user_id, party_id, category, source, excerpt)
    VALUES (${a.conversationId}, ${a.messageId}, ${p.userId}, ${p.partyId}, ${a.category}, ${a.source}, ${a.excerpt.slice(0, 500)})
    RETURNING id`.execute(trx);
  return Number(res.rows[0].id);
}

interface Recipient {
  user_id: string;
  email: string;
  first_name: string;
}

/** The school's designated staff: active users whose role is admin or grants the permission. */
export async function alertRecipients(db: Db, tenantId: number): Promise<Recipient[]> {
  const res = await sql<Recipient>`
    SELECT u.user_id, u.email, u.first_name FROM platform.app_users u
    WHERE u.tenant_id = ${tenantId} AND u.status = 'active'
      AND (u.roles->'access' ? 'admin' OR EXISTS (SELECT 1 FROM platform.roles r
        WHERE r.tenant_id = u.tenant_id AND u.roles->'access' ? r.role_name AND r.role_permissions ? ${ALERT_PERMISSION}))
    ORDER BY u.email`.execute(db);
  return res.rows;
}

/** Tells the designated staff; a failure is logged, never lost silently (the alert row stays open). */
export async function notifyAlert(app: FastifyInstance, p: Principal, category: RiskCategory) {
  try {
    const who = await sql<{ name: string }>`
      SELECT trim(first_name || ' ' || last_name) AS name FROM platform.app_users WHERE user_id = ${p.userId}`.execute(
      app.database.db,
    );
    const studentName = who.rows[0]?.name || p.email;
    const recipients = await alertRecipients(app.database.db, p.tenantId);
    for (const r of recipients) {
      await sendNotification(
        app,
        'wellbeing_alert',
        r.email,
        {
          name: r.first_name || r.email,
          student: studentName,
          note: `a message in the AI chat was flagged for ${CATEGORY_LABELS[category]}. Open the mood scanner to review and acknowledge it.`,
        },
        { tenantId: p.tenantId, userId: r.user_id, link: '/insights/mood-scanner' },
      );
    }
  } catch (err) {
    app.log.error({ err }, 'notifying a chat safety alert failed');
  }
}
