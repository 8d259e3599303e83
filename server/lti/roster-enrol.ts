// Enrolling a platform course's learners in the school section the course is tied to (docs/lti.md,
// "Enrolling from the roster"). Only a member the pull found active with a Learner role and linked to
// an account (by this pull or before) is enrolled, and only when that account is the school's
// student; someone already enrolled is counted, not written again. The section's rules hold as on
// the screen: an archived or removed section enrols nobody, a full one (counted under the section's
// row lock, as server/sections/enrollments.ts) enrols nobody past its capacity. Adds only: a learner
// who left the course stays enrolled until the school withdraws them.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { EnrolReport, RosterPerson } from '../../src/shared/lti-roster.ts';

interface Party {
  user_id: string;
  party_id: number | null;
  kind: string | null;
  enrolled: boolean;
}

export async function enrolLearners(
  trx: Db,
  tenant: Tenant,
  sectionId: number,
  learners: (RosterPerson & { user_id: string })[],
): Promise<EnrolReport> {
  const report: EnrolReport = { section: null, enrolled: [], already_enrolled: 0, not_enrolled: [] };
  const sec = (
    await sql<{ id: number; code: string; status: string; capacity: number | null; n: number }>`
      SELECT s.id, s.section_code AS code, s.status, s.capacity,
        (SELECT count(*)::int FROM ${tenant.table('enrollments')} e WHERE e.section_id = s.id
          AND e.withdrawn_at IS NULL) AS n
      FROM ${tenant.table('sections')} s WHERE s.id = ${sectionId} FOR UPDATE`.execute(trx)
  ).rows[0];
  const refuseAll = (reason: string) => {
    report.not_enrolled = learners.map((l) => ({ sub: l.sub, name: l.name, reason }));
    return report;
  };
  if (!sec) return refuseAll('the section this course is tied to no longer exists');
  report.section = { id: sec.id, code: sec.code };
  if (sec.status === 'archived') return refuseAll(`section ${sec.code} is archived`);
  if (!learners.length) return report;

  const parties = await sql<Party>`SELECT u.user_id::text, p.party_id, p.kind,
      EXISTS (SELECT 1 FROM ${tenant.table('enrollments')} e WHERE e.section_id = ${sec.id}
        AND e.student_party_id = p.party_id AND e.withdrawn_at IS NULL) AS enrolled
    FROM platform.app_users u LEFT JOIN ${tenant.table('parties')} p ON p.party_id = u.party_id
    WHERE u.user_id = ANY (${learners.map((l) => l.user_id)}::uuid[])`.execute(trx);
  const byUser = new Map(parties.rows.map((r) => [r.user_id, r]));
  let seats = sec.capacity === null ? Infinity : sec.capacity - sec.n;
  for (const l of learners) {
    const who = { sub: l.sub, name: l.name };
    const party = byUser.get(l.user_id);
    if (!party?.party_id || party.kind !== 'student')
      report.not_enrolled.push({ ...who, reason: 'the account is not a student of the school' });
    else if (party.enrolled) report.already_enrolled++;
    else if (seats <= 0) report.not_enrolled.push({ ...who, reason: `section ${sec.code} is full` });
    else {
      // an enrolment made on the section's page meanwhile (it takes the row lock after its insert) stands
      const put = await sql`INSERT INTO ${tenant.table('enrollments')} (section_id, student_party_id)
        VALUES (${sec.id}, ${party.party_id})
        ON CONFLICT (section_id, student_party_id) WHERE withdrawn_at IS NULL DO NOTHING`.execute(trx);
      party.enrolled = true; // the same account twice in one roster enrols once
      if (!Number(put.numAffectedRows)) {
        report.already_enrolled++;
        continue;
      }
      seats--;
      report.enrolled.push(who);
    }
  }
  return report;
}
