// GET /api/my/assignments/{id}: one assignment as its student's page shows it (the assignment page
// of src/resources/classroom): instructions, due date and the student's extended due time, how it is
// handed in, its autosaved draft, every version handed in (oldest first) and, for a quiz, its
// settings and the student's attempts. 404 for an unknown or unpublished assignment, 403 when the
// student is not enrolled in its section (as a hand-in is refused). The school is the token's.
import { sql } from 'kysely';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { forbidden, notFound } from '../errors.ts';
import { statusOf } from './my-assignments.ts';
import type { MyAssignment } from '../../src/shared/my-assignment.ts';

interface Head {
  id: number;
  title: string;
  description: string;
  section_id: number;
  section_name: string;
  course_title: string;
  due_date: string | null;
  extended_due_at: Date | null;
  due_at: Date | null;
  close_at: Date | null;
  closed: boolean;
  submission_kind: MyAssignment['submission_kind'];
  accepted_types: string[];
  allow_resubmit: boolean;
  max_points: number;
  enrolled: boolean;
  sub_status: string | null;
  draft_text: string | null;
  late: boolean | null;
  score: number | null;
  released: boolean | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function head(t: Tenant, me: number, id: number) {
  const r = await sql<Head>`
    SELECT a.id, a.title, a.description, a.section_id, sec.section_name, c.course_title,
      to_char(a.due_date, 'YYYY-MM-DD') AS due_date, x.due_at AS extended_due_at,
      COALESCE(x.due_at, (a.due_date + 1)::timestamptz) AS due_at, a.close_at,
      (a.close_at IS NOT NULL AND a.close_at <= now()) AS closed, a.submission_kind, a.accepted_types,
      a.allow_resubmit, a.max_points::float8 AS max_points,
      EXISTS (SELECT 1 FROM ${t.table('enrollments')} e WHERE e.section_id = a.section_id
        AND e.student_party_id = ${me} AND e.withdrawn_at IS NULL) AS enrolled,
      s.status AS sub_status, s.draft_text, v.late, g.score::float8 AS score, g.released
    FROM ${t.table('assignments')} a
    JOIN ${t.table('sections')} sec ON sec.id = a.section_id
    JOIN ${t.table('courses')} c ON c.id = sec.course_id
    LEFT JOIN ${t.table('assignment_extensions')} x ON x.assignment_id = a.id AND x.student_party_id = ${me}
    LEFT JOIN ${t.table('submissions')} s ON s.assignment_id = a.id AND s.student_party_id = ${me}
    LEFT JOIN LATERAL (SELECT late FROM ${t.table('submission_versions')} sv WHERE sv.submission_id = s.id
      ORDER BY sv.version DESC LIMIT 1) v ON true
    LEFT JOIN ${t.table('grades')} g ON g.assignment_id = a.id AND g.student_party_id = ${me}
    WHERE a.id = ${id} AND a.status = 'published'`.execute(t.db);
  return r.rows[0];
}

async function versions(t: Tenant, me: number, id: number) {
  const r = await sql<{ version: number; submitted_at: Date; late: boolean; text: string | null; files: unknown }>`
    SELECT v.version, v.submitted_at, v.late, v.body_text AS text, v.files
    FROM ${t.table('submission_versions')} v JOIN ${t.table('submissions')} s ON s.id = v.submission_id
    WHERE s.assignment_id = ${id} AND s.student_party_id = ${me} ORDER BY v.version`.execute(t.db);
  return r.rows.map((v) => ({
    version: v.version,
    submitted_at: v.submitted_at.toISOString(),
    late: v.late,
    text: v.text,
    // the storage path stays on the server: the file is read back by its number in the version
    files: (Array.isArray(v.files) ? (v.files as { name: string; type: string; size?: number }[]) : []).map((f, i) => ({
      n: i + 1,
      name: f.name,
      type: f.type,
      size: f.size ?? null,
    })),
  }));
}

async function quiz(t: Tenant, me: number, id: number) {
  const q = await sql<{ time_limit_minutes: number | null; max_attempts: number; questions: number }>`
    SELECT z.time_limit_minutes, z.max_attempts,
      (SELECT count(*)::int FROM ${t.table('quiz_questions')} q WHERE q.assignment_id = z.assignment_id) AS questions
    FROM ${t.table('quizzes')} z WHERE z.assignment_id = ${id}`.execute(t.db);
  if (!q.rows[0]) return null;
  const a = await sql<{ id: number; number: number; submitted_at: Date | null; score: number | null; open: boolean }>`
    SELECT id, number, submitted_at, score::float8 AS score,
      (submitted_at IS NULL AND (deadline IS NULL OR now() <= deadline)) AS open
    FROM ${t.table('quiz_attempts')} WHERE assignment_id = ${id} AND student_party_id = ${me}
    ORDER BY number`.execute(t.db);
  return {
    ...q.rows[0],
    attempts: a.rows.map((r) => ({ ...r, submitted_at: iso(r.submitted_at), score: r.submitted_at ? r.score : null })),
  };
}

export async function myAssignment(t: Tenant, p: Principal, id: number): Promise<MyAssignment> {
  const me = p.partyId ?? 0;
  const a = await head(t, me, id);
  if (!a) throw notFound(`Assignment ${id} not found`);
  if (!p.partyId || !a.enrolled) throw forbidden('You are not enrolled in this assignment’s section', 'not_enrolled');
  const released = a.released === true && a.score !== null;
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    section_id: a.section_id,
    section_name: a.section_name,
    course_title: a.course_title,
    due_date: a.due_date,
    // the end of the due date unless the student has its own due time (the server's rule for late)
    due_at: iso(a.due_at),
    extended: a.extended_due_at !== null,
    close_at: iso(a.close_at),
    closed: a.closed,
    submission_kind: a.submission_kind,
    accepted_types: a.accepted_types,
    allow_resubmit: a.allow_resubmit,
    max_points: a.max_points,
    status: statusOf({ sub_status: a.sub_status, late: a.late, score: a.score, released: a.released }),
    ...(released ? { score: a.score! } : {}),
    released,
    draft_text: a.draft_text ?? '',
    versions: await versions(t, me, id),
    quiz: a.submission_kind === 'quiz' ? await quiz(t, me, id) : null,
  };
}
