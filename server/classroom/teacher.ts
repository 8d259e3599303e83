// The teacher's side of the classroom: an assignment's submissions with each student's latest
// version, grading one (score and comment into grades, the gradebook's own store, held back from the
// student until released), returning one, releasing all, submission settings and extended due times.
// Only the section's teacher or co-teacher, or an administrator; another section's or school's
// assignment is 404.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { invalidField, notFound } from '../errors.ts';
import { readRubric, rubricScore, type RubricChoice } from './rubric-store.ts';
import { auditClassroom, auditGrade, gradeNow, type GradeState } from './grade-audit.ts';
import { queueScorePassback, type ScoreJobs } from '../lti/score-job.ts';

export async function taughtAssignment(db: Db, tenant: Tenant, p: Principal, id: number) {
  const t = tenant.ident;
  const admin = p.currentRole === 'admin';
  const r = await sql<{ id: number; section_id: number; max_points: number }>`
    SELECT a.id, a.section_id, a.max_points::float8 AS max_points FROM ${t}.assignments a
    JOIN ${t}.sections sec ON sec.id = a.section_id
    WHERE a.id = ${id} AND (${admin} OR sec.teacher_party_id = ${p.partyId} OR EXISTS (SELECT 1 FROM
      ${t}.section_teachers st WHERE st.section_id = sec.id AND st.teacher_party_id = ${p.partyId}))`.execute(db);
  if (!r.rows[0]) throw notFound(`Assignment ${id} not found`);
  return r.rows[0];
}

/** An enrolled student of the assignment's section, else 404. */
async function enrolledStudent(db: Db, tenant: Tenant, p: Principal, sectionId: number, studentId: number) {
  const r = await sql<{
    found: number;
  }>`SELECT 1 AS found FROM ${tenant.ident}.enrollments WHERE section_id = ${sectionId}
    AND student_party_id = ${studentId} AND withdrawn_at IS NULL`.execute(db);
  if (!r.rows.length) throw notFound(`Student ${studentId} is not in this section`);
}

export async function listSubmissions(db: Db, tenant: Tenant, p: Principal, id: number) {
  await taughtAssignment(db, tenant, p, id);
  const t = tenant.ident;
  const r = await sql<Record<string, unknown>>`
    SELECT s.id, s.student_party_id, s.status, v.version, v.submitted_at, v.late, v.body_text AS text, v.files,
      g.score::float8 AS score, g.comment, g.released
    FROM ${t}.submissions s
    JOIN LATERAL (SELECT * FROM ${t}.submission_versions sv WHERE sv.submission_id = s.id
      ORDER BY sv.version DESC LIMIT 1) v ON true
    LEFT JOIN ${t}.grades g ON g.assignment_id = s.assignment_id AND g.student_party_id = s.student_party_id
    WHERE s.assignment_id = ${id} ORDER BY s.student_party_id`.execute(db);
  return r.rows.map((row) => ({ ...row, submitted_at: (row.submitted_at as Date).toISOString() }));
}

export interface GradeInput {
  score?: number;
  comment?: string;
  rubric?: RubricChoice[];
}

/** The score given, else the sum of the chosen rubric levels; the choices kept beside the grade. */
export async function grade(
  db: Db,
  tenant: Tenant,
  p: Principal,
  id: number,
  studentId: number,
  input: GradeInput,
  jobs?: ScoreJobs,
) {
  const a = await taughtAssignment(db, tenant, p, id);
  await enrolledStudent(db, tenant, p, a.section_id, studentId);
  const choices = input.rubric ?? [];
  const fromRubric = input.rubric ? rubricScore(await readRubric(db, tenant, id), choices) : undefined;
  const score = input.score ?? fromRubric;
  if (score === undefined) throw invalidField('score', 'Give a score or the rubric levels chosen');
  if (score > a.max_points * 1.5) throw invalidField('score', `Score must be from 0 to ${a.max_points * 1.5}`);
  const comment = input.comment ?? '';
  const t = tenant.ident;
  await db.transaction().execute(async (trx) => {
    const before = await gradeNow(trx, tenant, id, studentId);
    const after = await sql<GradeState>`INSERT INTO ${t}.grades (assignment_id, student_party_id, score, comment,
        released) VALUES (${id}, ${studentId}, ${score}, ${comment}, false)
      ON CONFLICT (assignment_id, student_party_id) DO UPDATE SET score = ${score}, comment = ${comment},
        released = false, graded_at = now(), version = grades.version + 1
      RETURNING id::int, assignment_id, student_party_id, score::float8 AS score, comment, released`.execute(trx);
    await auditGrade(trx, tenant, p, before, { ...after.rows[0], ...(input.rubric ? { rubric: choices } : {}) });
    if (jobs) await queueScorePassback(jobs, trx, tenant, id, studentId); // a quiz an LTI platform links to
    if (!input.rubric) return;
    await sql`DELETE FROM ${t}.rubric_scores WHERE assignment_id = ${id} AND student_party_id = ${studentId}`.execute(
      trx,
    );
    for (const ch of choices)
      await sql`INSERT INTO ${t}.rubric_scores (assignment_id, student_party_id, criterion_id, level_id, comment)
        VALUES (${id}, ${studentId}, ${ch.criterion_id}, ${ch.level_id}, ${ch.comment ?? ''})`.execute(trx);
  });
  return score;
}

/**
 * Returns one student's latest hand-in and releases its grade; returning it again (after a new grade) releases
 * again. Answers whether the student is to be told: once per version handed in, claimed in classroom_notices in
 * the same transaction, so a second return of a resubmission tells again and a repeated return does not.
 */
export async function returnOne(db: Db, tenant: Tenant, p: Principal, id: number, studentId: number) {
  const a = await taughtAssignment(db, tenant, p, id);
  await enrolledStudent(db, tenant, p, a.section_id, studentId);
  const t = tenant.ident;
  return db.transaction().execute(async (trx) => {
    const r = await sql<{ id: number; version: number }>`UPDATE ${t}.submissions s SET status = 'returned',
      returned_at = now(), updated_at = now() WHERE assignment_id = ${id} AND student_party_id = ${studentId}
      AND status IN ('submitted', 'returned')
      RETURNING s.id::int, (SELECT max(v.version) FROM ${t}.submission_versions v WHERE v.submission_id = s.id)
        AS version`.execute(trx);
    if (!r.rows[0]?.version) throw notFound('There is no handed-in submission to return');
    const before = await gradeNow(trx, tenant, id, studentId);
    await sql`UPDATE ${t}.grades SET released = true WHERE assignment_id = ${id}
      AND student_party_id = ${studentId}`.execute(trx);
    await auditClassroom(trx, tenant, p, {
      action: 'return',
      resource: 'submissions',
      recordId: r.rows[0].id,
      after: { assignment_id: id, student_party_id: studentId, version: r.rows[0].version, grade: before ?? null },
    });
    if (before && !before.released) await auditGrade(trx, tenant, p, before, { ...before, released: true }, 'release');
    const told = await sql`INSERT INTO ${t}.classroom_notices (kind, assignment_id, party_id, ref)
      VALUES ('returned', ${id}, ${studentId}, ${r.rows[0].version}) ON CONFLICT DO NOTHING`.execute(trx);
    return told.numAffectedRows === 1n;
  });
}

/**
 * Releases every hidden grade of the assignment; answers how many, and the students to tell: those whose latest
 * version (0 for work without a hand-in) was not released to them before (claimed in classroom_notices).
 */
export async function releaseAll(db: Db, tenant: Tenant, p: Principal, id: number) {
  await taughtAssignment(db, tenant, p, id);
  return db.transaction().execute(async (trx) => {
    const r = await releaseHidden(trx, tenant, id);
    for (const g of r.grades) await auditGrade(trx, tenant, p, { ...g, released: false }, g, 'release');
    return { released: r.released, tell: r.tell };
  });
}

async function releaseHidden(trx: Db, tenant: Tenant, id: number) {
  const t = tenant.ident;
  const r = await sql<{ released: number; tell: number[]; grades: GradeState[] }>`
    WITH released AS (UPDATE ${t}.grades SET released = true WHERE assignment_id = ${id} AND NOT released
      RETURNING id::int, assignment_id, student_party_id, score::float8 AS score, comment, released),
    told AS (INSERT INTO ${t}.classroom_notices (kind, assignment_id, party_id, ref)
      SELECT 'released', ${id}, r.student_party_id, coalesce((SELECT max(v.version) FROM ${t}.submissions s
        JOIN ${t}.submission_versions v ON v.submission_id = s.id
        WHERE s.assignment_id = ${id} AND s.student_party_id = r.student_party_id), 0)
      FROM released r ON CONFLICT DO NOTHING RETURNING party_id)
    SELECT (SELECT count(*)::int FROM released) AS released,
      coalesce((SELECT array_agg(party_id ORDER BY party_id) FROM told), '{}') AS tell,
      coalesce((SELECT json_agg(r ORDER BY r.student_party_id) FROM released r), '[]') AS grades`.execute(trx);
  return r.rows[0];
}

export interface Settings {
  submission_kind: 'none' | 'text' | 'files' | 'quiz';
  accepted_types: string[];
  close_at: string | null;
  allow_resubmit: boolean;
}

export async function setSettings(db: Db, tenant: Tenant, p: Principal, id: number, s: Settings) {
  await taughtAssignment(db, tenant, p, id);
  const t = tenant.ident;
  const settings = sql`submission_kind, accepted_types, close_at, allow_resubmit`;
  await db.transaction().execute(async (trx) => {
    const before = await sql<Settings>`SELECT ${settings} FROM ${t}.assignments WHERE id = ${id} FOR UPDATE`.execute(
      trx,
    );
    const after = await sql<Settings>`UPDATE ${t}.assignments SET submission_kind = ${s.submission_kind},
      accepted_types = ${s.accepted_types}, close_at = ${s.close_at}, allow_resubmit = ${s.allow_resubmit},
      version = version + 1 WHERE id = ${id} RETURNING ${settings}`.execute(trx);
    const [b, a] = [before.rows[0], after.rows[0]];
    await auditClassroom(trx, tenant, p, {
      action: 'update',
      resource: 'assignments',
      recordId: id,
      before: b,
      after: a,
    });
  });
}

export async function setExtension(db: Db, tenant: Tenant, p: Principal, id: number, studentId: number, dueAt: string) {
  const a = await taughtAssignment(db, tenant, p, id);
  await enrolledStudent(db, tenant, p, a.section_id, studentId);
  const t = tenant.ident;
  await db.transaction().execute(async (trx) => {
    const before = await sql<{ due_at: Date }>`SELECT due_at FROM ${t}.assignment_extensions
      WHERE assignment_id = ${id} AND student_party_id = ${studentId} FOR UPDATE`.execute(trx);
    const after = await sql<{ due_at: Date }>`INSERT INTO ${t}.assignment_extensions (assignment_id,
        student_party_id, due_at) VALUES (${id}, ${studentId}, ${dueAt}) ON CONFLICT (assignment_id, student_party_id)
      DO UPDATE SET due_at = ${dueAt} RETURNING due_at`.execute(trx);
    const row = (r?: { due_at: Date }) => r && { assignment_id: id, student_party_id: studentId, due_at: r.due_at };
    await auditClassroom(trx, tenant, p, {
      action: 'extend',
      resource: 'assignment_extensions',
      recordId: `${id}/${studentId}`,
      before: row(before.rows[0]),
      after: row(after.rows[0]),
    });
  });
}
