// Demo gradebook data on top of the school data (seed-school.ts): categories from the titles, a
// spread of late, missing and excused marks, assignments due soon (ungraded: "grades to enter"),
// and announcements, so every report and dashboard chart has a shape. Idempotent per tenant.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

export async function seedGradebook(db: Db, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  const done = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.announcements`.execute(db);
  if (done.rows[0].c > 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`
      UPDATE ${s}.assignments SET category = CASE split_part(title, ' ', 1)
        WHEN 'Quiz' THEN 'quiz' WHEN 'Project' THEN 'project' WHEN 'Lab' THEN 'lab' WHEN 'Test' THEN 'test'
        WHEN 'Essay' THEN 'other' ELSE 'homework' END,
        description = 'Complete ' || title || ' and hand it in by the due date.'`.execute(trx);
    // a wider spread than the base seed's 55-100, so the distribution has a low tail
    await sql`UPDATE ${s}.grades SET score = score - 30 WHERE (id * 13) % 10 = 0`.execute(trx);
    await sql`UPDATE ${s}.grades SET mark = 'late' WHERE id % 11 = 0`.execute(trx);
    await sql`UPDATE ${s}.grades SET mark = 'missing', score = NULL WHERE id % 19 = 0`.execute(trx);
    await sql`UPDATE ${s}.grades SET mark = 'excused', score = NULL WHERE id % 23 = 0`.execute(trx);
    await sql`
      INSERT INTO ${s}.assignments (section_id, title, due_date, max_points, category, description)
      SELECT sec.id, v.title, current_date + v.days, v.points, v.category, 'Due ' || (current_date + v.days)
      FROM ${s}.sections sec
      CROSS JOIN (VALUES ('Chapter review', 3, 20, 'homework'), ('Unit test', 9, 50, 'test'),
                         ('Reading log', -2, 10, 'homework')) v(title, days, points, category)`.execute(trx);
    // the reading log was due two days ago: half the class is graded, the rest is still to enter
    await sql`
      INSERT INTO ${s}.grades (assignment_id, student_party_id, score)
      SELECT a.id, e.student_party_id, 4 + (e.student_party_id % 7)
      FROM ${s}.assignments a JOIN ${s}.enrollments e ON e.section_id = a.section_id
      WHERE a.title = 'Reading log' AND e.student_party_id % 2 = 0 AND e.withdrawn_at IS NULL`.execute(trx);
    await sql`
      INSERT INTO ${s}.announcements (title, body, roles, publish_at, expires_at) VALUES
        ('Parent-teacher conferences', 'Conferences run next Thursday and Friday; book a slot with the office.',
         '["admin","teacher","student","home-school"]', current_date - 3, current_date + 10),
        ('Grades due Friday', 'Enter this term''s grades by Friday so report cards can go out.',
         '["admin","teacher"]', current_date - 1, current_date + 5),
        ('Last year''s book fair', 'Expired notice: never shown.', '["admin","teacher","student"]',
         current_date - 400, current_date - 300)`.execute(trx);
  });
}
