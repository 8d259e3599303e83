// Demo rows the list queries need beyond the school data: courses owned by the EI independent
// teacher (lookups by user id), and course subscriptions for the TrekAI student and the
// EI home-school family (students/trekai_subscription). Idempotent.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

async function userId(db: Db, email: string): Promise<string | undefined> {
  const r = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(db);
  return r.rows[0]?.user_id;
}

export async function seedExtras(db: Db) {
  const ind = await userId(db, 'indteacher@ei.test');
  if (ind) {
    const owned = await sql<{
      c: number;
    }>`SELECT count(*)::int AS c FROM ei_lms.courses WHERE owner_user_id = ${ind}`.execute(db);
    if (owned.rows[0].c === 0) {
      await sql`UPDATE ei_lms.courses SET owner_user_id = ${ind} WHERE id IN (SELECT id FROM ei_lms.courses ORDER BY id LIMIT 3)`.execute(
        db,
      );
    }
  }
  for (const [schema, email, plan] of [
    ['trekai_lms', 'student@trekai.test', 'monthly'],
    ['ei_lms', 'homeschool@ei.test', 'annual'],
    ['ei_lms', 'indteacher@ei.test', 'catalog'],
  ] as const) {
    const user = await userId(db, email);
    if (!user) continue;
    const s = (await demoTenant(db, schema)).ident;
    await sql`
      INSERT INTO ${s}.subscriptions (app_user_id, course_id, plan, status, starts_at, ends_at)
      SELECT ${user}, c.id, ${plan}, 'active', current_date - 30, current_date + 335
      FROM ${s}.courses c
      WHERE c.id IN (SELECT id FROM ${s}.courses ORDER BY id DESC LIMIT 2)
        AND NOT EXISTS (SELECT 1 FROM ${s}.subscriptions x WHERE x.app_user_id = ${user})`.execute(db);
  }
}
