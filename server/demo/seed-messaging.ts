// Demo rows for the notification log: a few messages of the demo school, delivered and failed,
// so /admin/notification-log shows each status (real deliveries add to them).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantBySchema } from '../db/tenant.ts';

const MESSAGES = [
  ['user_invited', 'teacher@demo-academy.test', 'You are invited to Demo Academy', 'sent', null],
  ['password_reset', 'student@demo-academy.test', 'Set a new password', 'sent', null],
  ['assignment_due', 'student@demo-academy.test', 'Essay on engines is due on 2026-12-01', 'sent', null],
  ['payment_received', 'multi@demo-academy.test', 'Payment received: $120.00', 'sent', null],
  [
    'document_rejected',
    'former.parent@demo-academy.test',
    'Your document "Immunisation record" was rejected',
    'failed',
    '550 5.1.1 Mailbox unavailable',
  ],
] as const;

export async function seedMessaging(db: Db) {
  const tenant = await tenantBySchema(db, 'lms');
  if (!tenant) return;
  for (const [i, [event, to, subject, status, error]] of MESSAGES.entries()) {
    await sql`INSERT INTO platform.notification_log
        (tenant_id, event, recipient, subject, body_text, status, attempts, error, message_id, created_at, sent_at)
      VALUES (${tenant.id}, ${event}, ${to}, ${subject}, ${subject}, ${status}, ${status === 'failed' ? 5 : 1}, ${error},
        ${`<demo-${i}@lms.local>`}, now() - ${`${(MESSAGES.length - i) * 7} hours`}::interval,
        ${status === 'sent' ? sql`now() - ${`${(MESSAGES.length - i) * 7} hours`}::interval` : null})`.execute(db);
  }
}
