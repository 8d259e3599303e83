// Demo structure for the tenants whose screens show it (lms, riverside_lms): a code, room, capacity
// and weekly meeting pattern on every section, more sections in the current term so each teacher
// has 3 to 6, classes in past terms for history, co-teachers, and 15 to 30 students per new
// section. Extends what seed-school.ts made without touching its rows' counts. Idempotent.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

export const STRUCTURE_TENANTS = ['lms', 'riverside_lms'] as const;

const PATTERNS = ['Mon,Wed,Fri', 'Tue,Thu', 'Mon,Tue,Wed,Thu,Fri', 'Mon,Wed', 'Tue,Thu,Fri'];

export async function seedStructure(db: Db) {
  for (const schema of STRUCTURE_TENANTS) await seedTenantStructure(db, schema);
}

async function seedTenantStructure(db: Db, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  const done = await sql<{
    c: number;
  }>`SELECT count(*)::int AS c FROM ${s}.sections WHERE section_code IS NOT NULL`.execute(db);
  if (done.rows[0].c > 0) return;
  const teachers = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.parties WHERE kind = 'teacher'`.execute(
    db,
  );
  if (teachers.rows[0].c === 0) return;
  const current = await sql<{ id: number }>`
    SELECT t.id FROM ${s}.terms t JOIN platform.tenants pt ON pt.name = ${schema}
    JOIN platform.settings st ON st.tenant_id = pt.id
    WHERE t.school_year || '/' || t.term_name = st.current_year_term`.execute(db);
  const termId = current.rows[0]?.id;
  if (!termId) return;
  const patterns = `{${PATTERNS.join(',')}}`;
  await db.transaction().execute(async (trx) => {
    // Three more sections per teacher in the current term (seed-school gave each one or two).
    await sql`
      INSERT INTO ${s}.sections (course_id, term_id, teacher_party_id, section_name)
      SELECT c.id, ${termId}, t.party_id, c.course_code || '-' || (10 + k)
      FROM (SELECT party_id, row_number() OVER (ORDER BY party_id) AS n FROM ${s}.parties WHERE kind = 'teacher') t
      CROSS JOIN generate_series(1, 3) k
      JOIN LATERAL (SELECT id, course_code FROM ${s}.courses ORDER BY id
                    OFFSET ((t.n * 3 + k) % (SELECT count(*) FROM ${s}.courses)) LIMIT 1) c ON TRUE`.execute(trx);
    // One class per course in each past term, so history and "my courses" span terms.
    await sql`
      INSERT INTO ${s}.sections (course_id, term_id, teacher_party_id, section_name, status)
      SELECT c.id, tm.id, sec.teacher_party_id, c.course_code || '-P' || tm.id, 'archived'
      FROM ${s}.courses c
      CROSS JOIN ${s}.terms tm
      JOIN LATERAL (SELECT teacher_party_id FROM ${s}.sections WHERE course_id = c.id ORDER BY id LIMIT 1) sec ON TRUE
      WHERE tm.id < ${termId} AND NOT EXISTS (SELECT 1 FROM ${s}.sections x WHERE x.course_id = c.id AND x.term_id = tm.id)`.execute(
      trx,
    );
    await sql`
      INSERT INTO ${s}.enrollments (section_id, student_party_id, enrolled_at, withdrawn_at)
      SELECT sec.id, st.party_id, now() - interval '30 days', NULL
      FROM ${s}.sections sec
      CROSS JOIN LATERAL (
        SELECT party_id FROM ${s}.parties WHERE kind = 'student'
        ORDER BY (party_id * 7919 + sec.id * 104729) % 1000003 LIMIT 15 + sec.id % 16) st
      WHERE NOT EXISTS (SELECT 1 FROM ${s}.enrollments e WHERE e.section_id = sec.id)`.execute(trx);
    await sql`
      UPDATE ${s}.sections SET
        section_code = upper(replace(section_name, ' ', '')) || '-' || id,
        room = 'Room ' || (100 + id % 24),
        capacity = 30,
        meeting_days = (${patterns}::text[])[1 + id % ${PATTERNS.length}],
        start_time = time '08:00' + (id % 7) * interval '55 minutes',
        end_time = time '08:50' + (id % 7) * interval '55 minutes'`.execute(trx);
    await sql`
      INSERT INTO ${s}.section_teachers (section_id, teacher_party_id)
      SELECT sec.id, co.party_id FROM ${s}.sections sec
      JOIN LATERAL (SELECT party_id FROM ${s}.parties WHERE kind = 'teacher' AND party_id <> sec.teacher_party_id
                    ORDER BY (party_id + sec.id) % 97 LIMIT 1) co ON TRUE
      WHERE sec.id % 5 = 0`.execute(trx);
  });
}
