// The demo's student AI room (docs/rooms.md): a tutor room for the section of Demo Academy that the
// demo teacher teaches and the demo student attends, open from now for a year with no class
// periods, so the route walk, the course home and the rooms browser test find an open room. Runs
// once per data dir (its ledger entry) and only when that section has no room yet.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { teaches } from '../classroom/teaches.ts';
import { demoTenant, onceByLedger } from './seed-once.ts';

const TEACHER = 'teacher@demo-academy.test';
const STUDENT = 'student@demo-academy.test';

export async function seedRooms(db: Db) {
  await onceByLedger(db, 'platform:seed-rooms', 'rooms-1', async () => {
    const t = await demoTenant(db, 'lms');
    const who = await sql<{ email: string; user_id: string; party_id: number | null }>`
      SELECT email, user_id, party_id FROM platform.app_users WHERE email IN (${TEACHER}, ${STUDENT})`.execute(db);
    const teacher = who.rows.find((r) => r.email === TEACHER);
    const student = who.rows.find((r) => r.email === STUDENT);
    if (!teacher?.party_id || !student?.party_id) return;
    const section = await sql<{ id: number; has_room: boolean }>`SELECT sec.id,
        EXISTS (SELECT 1 FROM ${t.table('room_sections')} rs WHERE rs.section_id = sec.id) AS has_room
      FROM ${t.table('sections')} sec JOIN ${t.table('enrollments')} e ON e.section_id = sec.id
      WHERE e.student_party_id = ${student.party_id} AND e.withdrawn_at IS NULL AND ${teaches(t, teacher.party_id)}
      ORDER BY sec.id LIMIT 1`.execute(db);
    const sec = section.rows[0];
    if (!sec || sec.has_room) return;
    await db.transaction().execute(async (trx) => {
      const room = await sql<{ id: number }>`INSERT INTO ${t.table('rooms')} (title, kind, instructions, topics,
          starts_at, ends_at, time_zone, message_cap, created_by_party, created_by_user)
        VALUES ('Class tutor', 'tutor', 'Help with this week''s lessons. Keep answers short and ask a question back.',
          'the lessons of this course', now() - interval '1 minute', now() + interval '1 year', 'America/New_York', 50,
          ${teacher.party_id}, ${teacher.user_id})
        RETURNING id`.execute(trx);
      await sql`INSERT INTO ${t.table('room_sections')} (room_id, section_id)
        VALUES (${room.rows[0].id}, ${sec.id})`.execute(trx);
    });
  });
}
