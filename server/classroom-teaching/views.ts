// What the teacher's classroom screens read that the classroom routes do not answer: an
// assignment's hand-in settings with every enrolled student (handed in or not, with name, latest
// version, grade and extension), and one student's work with every version, the grade and the
// rubric levels chosen. Only the section's teachers or an administrator (taughtAssignment: 404).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { notFound } from '../errors.ts';
import { taughtAssignment } from '../classroom/teacher.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function handInView(db: Db, t: Tenant, p: Principal, id: number) {
  await taughtAssignment(db, t, p, id);
  const a = (
    await sql<Record<string, unknown>>`SELECT a.id, a.section_id, a.title, a.due_date::text AS due_date,
      a.max_points::float8 AS max_points, a.submission_kind, a.accepted_types, a.close_at, a.allow_resubmit,
      EXISTS (SELECT 1 FROM ${t.table('quizzes')} q WHERE q.assignment_id = a.id) AS has_quiz
      FROM ${t.table('assignments')} a WHERE a.id = ${id}`.execute(db)
  ).rows[0];
  const students = await sql<Record<string, unknown> & { submitted_at: Date | null; extended_due_at: Date | null }>`
    SELECT p.party_id AS student_id, p.first_name, p.last_name, s.status, v.version, v.submitted_at, v.late,
      x.due_at AS extended_due_at, g.score::float8 AS score, g.released
    FROM ${t.table('enrollments')} e JOIN ${t.table('parties')} p ON p.party_id = e.student_party_id
    LEFT JOIN ${t.table('submissions')} s ON s.assignment_id = ${id} AND s.student_party_id = p.party_id
    LEFT JOIN LATERAL (SELECT sv.version, sv.submitted_at, sv.late FROM ${t.table('submission_versions')} sv
      WHERE sv.submission_id = s.id ORDER BY sv.version DESC LIMIT 1) v ON true
    LEFT JOIN ${t.table('assignment_extensions')} x ON x.assignment_id = ${id} AND x.student_party_id = p.party_id
    LEFT JOIN ${t.table('grades')} g ON g.assignment_id = ${id} AND g.student_party_id = p.party_id
    WHERE e.section_id = ${a.section_id as number} AND e.withdrawn_at IS NULL
    ORDER BY p.last_name, p.first_name, p.party_id`.execute(db);
  return {
    ...a,
    close_at: iso(a.close_at as Date | null),
    students: students.rows.map((r) => ({
      ...r,
      status: r.status ?? 'not started',
      submitted_at: iso(r.submitted_at),
      extended_due_at: iso(r.extended_due_at),
    })),
  };
}

export async function studentWork(db: Db, t: Tenant, p: Principal, id: number, studentId: number) {
  const a = await taughtAssignment(db, t, p, id);
  const who = (
    await sql<{ first_name: string; last_name: string }>`SELECT p.first_name, p.last_name
      FROM ${t.table('enrollments')} e JOIN ${t.table('parties')} p ON p.party_id = e.student_party_id
      WHERE e.section_id = ${a.section_id} AND e.student_party_id = ${studentId}`.execute(db)
  ).rows[0];
  if (!who) throw notFound(`Student ${studentId} is not in this section`);
  const versions = await sql<{
    version: number;
    text: string | null;
    files: unknown;
    submitted_at: Date;
    late: boolean;
  }>`
    SELECT v.version, v.body_text AS text, v.files, v.submitted_at, v.late FROM ${t.table('submissions')} s
    JOIN ${t.table('submission_versions')} v ON v.submission_id = s.id
    WHERE s.assignment_id = ${id} AND s.student_party_id = ${studentId} ORDER BY v.version DESC`.execute(db);
  const status = (
    await sql<{ status: string }>`SELECT status FROM ${t.table('submissions')} WHERE assignment_id = ${id}
      AND student_party_id = ${studentId}`.execute(db)
  ).rows[0]?.status;
  const grade = (
    await sql<{ score: number; comment: string; released: boolean }>`SELECT score::float8 AS score, comment, released
      FROM ${t.table('grades')} WHERE assignment_id = ${id} AND student_party_id = ${studentId}`.execute(db)
  ).rows[0];
  const levels = await sql<{ criterion_id: number; level_id: number; comment: string }>`SELECT criterion_id, level_id,
    comment FROM ${t.table('rubric_scores')} WHERE assignment_id = ${id} AND student_party_id = ${studentId}`.execute(
    db,
  );
  return {
    student_id: studentId,
    first_name: who.first_name,
    last_name: who.last_name,
    status: status ?? 'not started',
    versions: versions.rows.map((v) => ({ ...v, submitted_at: v.submitted_at.toISOString() })),
    grade: grade ?? null,
    rubric: levels.rows,
  };
}
