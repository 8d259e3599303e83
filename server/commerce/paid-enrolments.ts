// What a paid plan lets a student learn (docs/commerce.md, "What a plan lets a student learn"): a
// plan gives the catalogue courses (every active one, or the one its subscription names), and in
// the student's school a catalogue course is taught by the school's courses an operator linked to
// it (platform.tenant_course_links). Activation enrols the student in one section of each such
// course this term, remembering the access row that gave the enrolment; ending that access
// withdraws those enrolments, as an administrator's withdrawal does. Runs in the caller's
// transaction (the webhook's or the cancel action's).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';

interface Payer {
  userId: string;
  tenant: Tenant;
}

/** The payer's student record in their school, made (and linked to the account) when they have none. */
export async function studentParty(trx: Db, p: Payer): Promise<number> {
  const s = p.tenant.ident;
  const has = await sql<{ party_id: number }>`
    SELECT party_id FROM ${s}.parties WHERE user_id = ${p.userId} AND kind = 'student' ORDER BY party_id LIMIT 1`.execute(
    trx,
  );
  let partyId = has.rows[0]?.party_id;
  if (!partyId) {
    const made = await sql<{ party_id: number }>`
      INSERT INTO ${s}.parties (kind, user_id, first_name, last_name, email)
      SELECT 'student', user_id, first_name, last_name, email FROM platform.app_users WHERE user_id = ${p.userId}
      RETURNING party_id`.execute(trx);
    partyId = made.rows[0].party_id;
  }
  await sql`UPDATE platform.app_users SET party_id = ${partyId}
    WHERE user_id = ${p.userId} AND party_id IS DISTINCT FROM ${partyId}`.execute(trx);
  return partyId;
}

/**
 * Enrols the student in a section of each course the access gives: this term's active section of
 * the course with a free seat and the fewest students (the lowest id on a tie). A course the student
 * already attends this term, or with no open section, is left as it is. Answers the new enrolments' ids.
 */
export async function enrolGranted(trx: Db, p: Payer, accessId: number, catalogCourseId: number | null) {
  const s = p.tenant.ident;
  const partyId = await studentParty(trx, p);
  const made = await sql<{ id: number }>`
    WITH taught AS (
      SELECT DISTINCT c.id FROM ${s}.courses c
      JOIN platform.tenant_course_links l ON l.tenant_id = ${p.tenant.id} AND l.course_id = c.id AND l.decision = 'linked'
      JOIN platform.catalog_courses cc ON cc.id = l.catalog_course_id AND cc.status = 'active'
      WHERE c.status = 'active' AND (${catalogCourseId}::integer IS NULL OR cc.id = ${catalogCourseId}::integer)),
    open AS (
      SELECT DISTINCT ON (sec.course_id) sec.id, sec.course_id FROM ${s}.sections sec
      JOIN taught ON taught.id = sec.course_id
      JOIN ${s}.terms tm ON tm.id = sec.term_id
      JOIN platform.settings st ON st.tenant_id = ${p.tenant.id} AND st.current_year_term = tm.school_year || '/' || tm.term_name
      CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM ${s}.enrollments e
        WHERE e.section_id = sec.id AND e.withdrawn_at IS NULL) seats
      WHERE sec.status = 'active' AND (sec.capacity IS NULL OR seats.n < sec.capacity)
      ORDER BY sec.course_id, seats.n, sec.id)
    INSERT INTO ${s}.enrollments (section_id, student_party_id, subscription_id)
    SELECT open.id, ${partyId}, ${accessId} FROM open
    WHERE NOT EXISTS (SELECT 1 FROM ${s}.enrollments e JOIN ${s}.sections x ON x.id = e.section_id
      JOIN ${s}.terms tm ON tm.id = x.term_id
      JOIN platform.settings st ON st.tenant_id = ${p.tenant.id} AND st.current_year_term = tm.school_year || '/' || tm.term_name
      WHERE x.course_id = open.course_id AND e.student_party_id = ${partyId} AND e.withdrawn_at IS NULL)
    RETURNING id`.execute(trx);
  return made.rows.map((r) => r.id);
}

/**
 * The access row has ended: its enrolments move to another active access row of the same user
 * (a renewal bought before this one ended), or are withdrawn when there is none.
 */
export async function endGranted(trx: Db, t: Tenant, accessId: number) {
  const s = t.ident;
  const other = await sql<{ id: number }>`
    SELECT o.id FROM ${s}.subscriptions a JOIN ${s}.subscriptions o ON o.app_user_id = a.app_user_id
    WHERE a.id = ${accessId} AND o.id <> a.id AND o.status = 'active' AND (o.ends_at IS NULL OR o.ends_at >= current_date)
    ORDER BY o.ends_at DESC NULLS FIRST, o.id LIMIT 1`.execute(trx);
  const next = other.rows[0]?.id;
  if (next)
    await sql`UPDATE ${s}.enrollments SET subscription_id = ${next}
      WHERE subscription_id = ${accessId} AND withdrawn_at IS NULL`.execute(trx);
  else
    await sql`UPDATE ${s}.enrollments SET withdrawn_at = now(), version = version + 1
      WHERE subscription_id = ${accessId} AND withdrawn_at IS NULL`.execute(trx);
}
