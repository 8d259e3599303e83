// Demo home-school family: three of EI's students belong to the home-school account
// (parties.family_user_id), so /home-school and /ei/home-school-students show real rows. Idempotent.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const FAMILY_ACCOUNT = 'homeschool@ei.test';

export async function seedFamilies(db: Db) {
  const family = await sql<{ user_id: string }>`
    SELECT u.user_id FROM platform.app_users u WHERE u.email = ${FAMILY_ACCOUNT}`.execute(db);
  const userId = family.rows[0]?.user_id;
  if (!userId) return;
  const has = await sql<{ found: number }>`
    SELECT 1 AS found FROM ei_lms.parties WHERE family_user_id = ${userId} LIMIT 1`.execute(db);
  if (has.rows.length) return;
  await sql`
    UPDATE ei_lms.parties SET family_user_id = ${userId}
    WHERE party_id IN (SELECT party_id FROM ei_lms.parties WHERE kind = 'student' AND user_id IS NULL
      ORDER BY party_id LIMIT 3)`.execute(db);
}
