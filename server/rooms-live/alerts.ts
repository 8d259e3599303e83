// Alerts to the room's teachers (docs/rooms.md): when the send path flags a student's message in a
// room it stores the chat alert (the designated staff are told as for any chat alert) and publishes
// `alert`. Every server's hub hears it, so each queues the `room-alert` job for the room's recent
// alerts under an id made from the alert's: the job engine keeps one job per id, and the teachers of
// the room's sections get the in-app notification and the mail (sendNotifications) once per alert.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantBySchema, type Tenant } from '../db/tenant.ts';
import { defineJob, type JobContext } from '../jobs/define.ts';
import { sendNotifications } from '../mail/notify.ts';
import { CATEGORY_LABELS } from '../chat/alerts.ts';
import type { RiskCategory } from '../chat/lexicon.ts';
import type { RoomEvent } from './hub.ts';
import { NAME_SQL } from './live-read.ts';

export const ROOM_ALERT_JOB = 'room-alert';
/** alerts this recent are looked for when an `alert` event arrives */
const RECENT = '10 minutes';

/** A job id (uuid) that is the same on every server for the same key. */
export function stableJobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** On an `alert` event: queue one room-alert job per recent alert of that student in the room. */
export async function queueRoomAlerts(app: FastifyInstance, e: RoomEvent) {
  const t = await tenantBySchema(app.database.db, e.schema);
  if (!t || e.type !== 'alert' || e.party_id === null) return;
  const ids = (
    await sql<{ id: string }>`SELECT a.id FROM ${t.table('chat_alerts')} a
      JOIN ${t.table('chat_conversations')} c ON c.id = a.conversation_id
      WHERE c.room_id = ${e.room_id} AND a.party_id = ${e.party_id}
        AND a.created_at > now() - ${RECENT}::interval`.execute(app.database.db)
  ).rows.map((r) => Number(r.id));
  for (const alertId of ids) {
    const data = { schema: t.schema, roomId: e.room_id, alertId };
    await app.jobs.send(ROOM_ALERT_JOB, data, { id: stableJobId(`${ROOM_ALERT_JOB}:${t.schema}:${alertId}`) });
  }
  if (ids.length) app.jobs.wake(ROOM_ALERT_JOB, true);
}

interface Teacher {
  user_id: string;
  email: string;
  first_name: string;
}

/** Active accounts of the teachers and co-teachers of the room's sections. */
export async function roomTeachers(db: Db, t: Tenant, roomId: number): Promise<Teacher[]> {
  return (
    await sql<Teacher>`
      SELECT DISTINCT u.user_id, u.email, u.first_name FROM ${t.table('room_sections')} rs
      JOIN ${t.table('sections')} sec ON sec.id = rs.section_id
      JOIN platform.app_users u ON u.tenant_id = ${t.id} AND u.status = 'active' AND (u.party_id = sec.teacher_party_id
        OR u.party_id IN (SELECT st.teacher_party_id FROM ${t.table('section_teachers')} st
          WHERE st.section_id = sec.id))
      WHERE rs.room_id = ${roomId} ORDER BY u.email`.execute(db)
  ).rows;
}

const host = (ctx: JobContext) => ({ database: { db: ctx.db }, config: ctx.config, jobs: { send: ctx.send } });

export const roomAlert = defineJob<{ schema: string; roomId: number; alertId: number }>({
  name: ROOM_ALERT_JOB,
  title: 'Rooms: tell the room’s teachers of a safety alert',
  async run(data, ctx) {
    const t = await tenantBySchema(ctx.db, data.schema);
    if (!t) return;
    const a = (
      await sql<{ category: string; student: string; room: string }>`
        SELECT a.category, coalesce(${NAME_SQL}, 'A student') AS student, r.title AS room
        FROM ${t.table('chat_alerts')} a JOIN ${t.table('rooms')} r ON r.id = ${data.roomId}
        LEFT JOIN ${t.table('parties')} p ON p.party_id = a.party_id
        WHERE a.id = ${data.alertId}`.execute(ctx.db)
    ).rows[0];
    if (!a) return;
    const link = `/rooms/${data.roomId}/live`;
    const note =
      `a message in the room "${a.room}" was flagged for ${CATEGORY_LABELS[a.category as RiskCategory] ?? a.category}. ` +
      'Open the live view to see the conversation.';
    const teachers = await roomTeachers(ctx.db, t, data.roomId);
    await sendNotifications(
      host(ctx),
      'wellbeing_alert',
      teachers.map((r) => ({
        to: r.email,
        vars: { name: r.first_name || r.email, student: a.student, note },
        userId: r.user_id,
        link,
      })),
      { tenantId: t.id },
    );
  },
});
