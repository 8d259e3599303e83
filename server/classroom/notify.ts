// Telling students when the teacher returns their work or releases their grade (docs/classroom.md):
// one message each, by e-mail and in the app (the bell), through sendNotifications, the way every
// feature sends mail. Called after the change is committed; a student without an address is skipped.
import { sql } from 'kysely';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { sendNotifications, type MailHost } from '../mail/notify.ts';

export const MY_WORK_LINK = '/my-assignments';

export async function tellStudents(
  app: MailHost,
  tenant: Tenant,
  p: Principal,
  event: 'work_returned' | 'grade_released',
  assignmentId: number,
  studentIds: number[],
) {
  if (!studentIds.length) return;
  const t = tenant.ident;
  const rows = (
    await sql<{ email: string; user_id: string | null; name: string; assignment: string; section: string }>`
      SELECT coalesce(u.email, s.email) AS email, s.user_id, s.first_name || ' ' || s.last_name AS name,
        a.title AS assignment, sec.section_name AS section
      FROM ${t}.parties s JOIN ${t}.assignments a ON a.id = ${assignmentId}
      JOIN ${t}.sections sec ON sec.id = a.section_id
      LEFT JOIN platform.app_users u ON u.user_id = s.user_id
      WHERE s.party_id = ANY(${studentIds}::int[]) AND coalesce(u.email, s.email) IS NOT NULL
      ORDER BY s.party_id`.execute(app.database.db)
  ).rows;
  await sendNotifications(
    app,
    event,
    rows.map((r) => ({
      to: r.email,
      vars: { name: r.name, assignment: r.assignment, section: r.section },
      userId: r.user_id,
      link: MY_WORK_LINK,
    })),
    { tenantId: p.tenantId, createdBy: p.userId },
  );
}
