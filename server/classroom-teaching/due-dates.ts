// The teacher's due dates (GET /api/teaching/due-dates?from=&to=): the assignments of the sections the
// caller teaches (or co-teaches; an administrator: every section) due between two dates, or with a student's
// extended due time between them, each with its section, whether it is published, the enrolled students,
// how many handed in (and how many of those late), how many are graded, and the extensions (student, time).
// The teacher's /teaching-due-dates page shows them by week or month.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { invalidField } from '../errors.ts';

/** the longest span one call may ask for: a month as the grid shows it, with its leading and trailing weeks */
export const MAX_DAYS = 62;

/** a calendar date written YYYY-MM-DD that exists (not 2026-02-30) */
const realDay = (d: string) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().slice(0, 10) === d;

export async function teacherDueDates(db: Db, t: Tenant, p: Principal, from: string, to: string) {
  for (const [field, d] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!realDay(d)) throw invalidField(field, `${d} is not a date (YYYY-MM-DD)`);
  const days = (Date.parse(to) - Date.parse(from)) / 864e5;
  if (!(days >= 0)) throw invalidField('to', 'The end date must not be before the start date');
  if (days > MAX_DAYS) throw invalidField('to', `Ask for at most ${MAX_DAYS} days at a time`);
  const admin = p.currentRole === 'admin';
  const r = await sql<{ extensions: { student_id: number; name: string; due_at: string }[] } & Record<string, unknown>>`
    SELECT a.id, a.title, a.section_id, sec.section_name, a.due_date::text AS due_date, a.status,
      a.submission_kind, a.max_points::float8 AS max_points,
      (SELECT count(*)::int FROM ${t.table('enrollments')} e WHERE e.section_id = a.section_id
        AND e.withdrawn_at IS NULL) AS enrolled,
      (SELECT count(*)::int FROM ${t.table('submissions')} s WHERE s.assignment_id = a.id
        AND s.status <> 'draft') AS handed_in,
      (SELECT count(*)::int FROM ${t.table('submissions')} s WHERE s.assignment_id = a.id AND s.status <> 'draft'
        AND (SELECT v.late FROM ${t.table('submission_versions')} v WHERE v.submission_id = s.id
          ORDER BY v.version DESC LIMIT 1)) AS late,
      (SELECT count(*)::int FROM ${t.table('grades')} g WHERE g.assignment_id = a.id
        AND g.score IS NOT NULL) AS graded,
      coalesce((SELECT json_agg(json_build_object('student_id', x.student_party_id,
          'name', pa.first_name || ' ' || pa.last_name, 'due_at', x.due_at) ORDER BY x.due_at, pa.last_name)
        FROM ${t.table('assignment_extensions')} x JOIN ${t.table('parties')} pa ON pa.party_id = x.student_party_id
        WHERE x.assignment_id = a.id), '[]') AS extensions
    FROM ${t.table('assignments')} a JOIN ${t.table('sections')} sec ON sec.id = a.section_id
    WHERE (${admin} OR sec.teacher_party_id = ${p.partyId} OR EXISTS (SELECT 1 FROM ${t.table('section_teachers')} st
        WHERE st.section_id = sec.id AND st.teacher_party_id = ${p.partyId}))
      AND (a.due_date BETWEEN ${from}::date AND ${to}::date OR EXISTS (SELECT 1
        FROM ${t.table('assignment_extensions')} x WHERE x.assignment_id = a.id
        AND x.due_at >= ${from}::date AND x.due_at < ${to}::date + 1))
    ORDER BY a.due_date, sec.section_name, a.title, a.id`.execute(db);
  return r.rows.map((row) => ({
    ...row,
    extensions: row.extensions.map((x) => ({ ...x, due_at: new Date(x.due_at).toISOString() })),
  }));
}
