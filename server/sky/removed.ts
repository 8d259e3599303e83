// What Blackbaud no longer lists (docs/sky-api.md): people, sections and student enrolments an
// earlier SKY run wrote (their sourcedIds start sky-) that this run's pull does not name are added
// to the bundle as `tobedeleted` rows, so THE roster engine ends them in the same all-or-nothing
// write, and a dry run counts them: a person becomes inactive, a section archived, an enrolment
// withdrawn. An empty list from Blackbaud removes nothing of its kind: more likely a fault there
// than a school without students or sections.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { RosterFile } from '../roster/spec.ts';
import { ORG, type Row, type SyncChoice } from './bundle.ts';
import type { SkyRoster } from './pull.ts';

const ids = (rows: Row[]) => rows.map((r) => r.sourcedId);

/** Each row `query` finds, made a tobedeleted bundle row by `toRow`, appended to `into`. */
async function end<T>(db: Db, query: RawBuilder<T>, into: Row[], toRow: (x: T) => Row) {
  for (const x of (await query.execute(db)).rows) into.push({ status: 'tobedeleted', ...toRow(x) });
}

/** Appends the rows this school has from SKY that the pull no longer names, as tobedeleted rows. */
export async function addRemoved(
  db: Db,
  tenant: Tenant,
  rows: Record<RosterFile, Row[]>,
  r: SkyRoster,
  choice: SyncChoice,
): Promise<void> {
  const s = tenant.ident;
  if (choice.sync_users && r.students.length + r.faculty.length > 0) {
    const people = sql<{ sid: string; given: string; family: string; kind: string }>`
      SELECT sourced_id AS sid, first_name AS given, last_name AS family, kind FROM ${s}.parties
      WHERE sourced_id LIKE 'sky-user-%' AND status = 'active' AND kind IN ('student', 'teacher')
        AND sourced_id <> ALL(${ids(rows.users)}::text[])`;
    const found: { sid: string; kind: string }[] = [];
    await end(db, people, rows.users, (p) => {
      found.push(p);
      return {
        sourcedId: p.sid,
        enabledUser: 'false',
        username: p.sid,
        givenName: p.given,
        familyName: p.family,
        primaryOrgSourcedId: ORG,
      };
    });
    // a user needs its role row, even one that ends
    for (const p of found)
      rows.roles.push({
        status: 'tobedeleted',
        sourcedId: p.sid.replace('sky-user-', 'sky-role-'),
        userSourcedId: p.sid,
        roleType: 'primary',
        role: p.kind,
        orgSourcedId: ORG,
      });
  }
  if (choice.sync_sections && r.sections.length > 0) {
    const sections = sql<{ sid: string; title: string; course: string; term: string }>`
      SELECT sec.sourced_id AS sid, sec.section_name AS title, c.sourced_id AS course, tm.sourced_id AS term
      FROM ${s}.sections sec JOIN ${s}.courses c ON c.id = sec.course_id JOIN ${s}.terms tm ON tm.id = sec.term_id
      WHERE sec.sourced_id LIKE 'sky-section-%' AND sec.status <> 'archived'
        AND c.sourced_id IS NOT NULL AND tm.sourced_id IS NOT NULL
        AND sec.sourced_id <> ALL(${ids(rows.classes)}::text[])`;
    await end(db, sections, rows.classes, (c) => ({
      sourcedId: c.sid,
      title: c.title,
      courseSourcedId: c.course,
      classType: 'scheduled',
      schoolSourcedId: ORG,
      termSourcedIds: c.term,
    }));
  }
  if (choice.sync_enrollments && r.students.length > 0) {
    const enrolments = sql<{ sid: string; cls: string; usr: string }>`
      SELECT e.sourced_id AS sid, sec.sourced_id AS cls, p.sourced_id AS usr
      FROM ${s}.enrollments e JOIN ${s}.sections sec ON sec.id = e.section_id
      JOIN ${s}.parties p ON p.party_id = e.student_party_id
      WHERE e.sourced_id LIKE 'sky-enr-%' AND e.withdrawn_at IS NULL
        AND sec.sourced_id IS NOT NULL AND p.sourced_id IS NOT NULL
        AND e.sourced_id <> ALL(${ids(rows.enrollments)}::text[])`;
    await end(db, enrolments, rows.enrollments, (e) => ({
      sourcedId: e.sid,
      classSourcedId: e.cls,
      schoolSourcedId: ORG,
      userSourcedId: e.usr,
      role: 'student',
      primary: 'false',
    }));
  }
}
