// A student's hand-in (POST /api/assignments/{id}/submissions) and autosaved draft: every check
// runs before anything is written, and the write is one transaction of two statements. The submissions
// row is upserted first, which locks it (a returned one the upsert refuses too), so two hand-ins at once
// are numbered one after the other and both kept.
// Late is the database clock against the student's extended due time, else the end of the due date.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { ApiError, forbidden, notFound } from '../errors.ts';

export interface HandIn {
  text?: string;
  files?: { name: string; type: string; path: string; size?: number }[];
  /** a quiz attempt handed in (quiz-grading.ts) */
  quiz?: number;
}

interface Target {
  id: number;
  submission_kind: string;
  accepted_types: string[];
  closed: boolean;
  allow_resubmit: boolean;
}

/** The assignment as the signed-in student may hand it in: 404 unknown, 403 not enrolled. */
export async function targetFor(db: Db, tenant: Tenant, p: Principal, assignmentId: number): Promise<Target> {
  const t = tenant.ident;
  const r = await sql<Target & { enrolled: boolean }>`
    SELECT a.id, a.submission_kind, a.accepted_types, a.allow_resubmit,
      (a.close_at IS NOT NULL AND a.close_at <= now()) AS closed,
      EXISTS (SELECT 1 FROM ${t}.enrollments e WHERE e.section_id = a.section_id
        AND e.student_party_id = ${p.partyId} AND e.withdrawn_at IS NULL) AS enrolled
    FROM ${t}.assignments a WHERE a.id = ${assignmentId} AND a.status = 'published'`.execute(db);
  const a = r.rows[0];
  if (!a) throw notFound(`Assignment ${assignmentId} not found`);
  if (!p.partyId || !a.enrolled) throw forbidden('You are not enrolled in this assignment’s section', 'not_enrolled');
  return a;
}

export function check(a: Target, input: HandIn, returned: boolean) {
  if (a.closed) throw new ApiError(409, 'submission_closed', 'This assignment is closed; nothing was stored');
  const kind = input.files ? 'files' : input.quiz ? 'quiz' : 'text';
  if (a.submission_kind !== kind)
    throw new ApiError(
      422,
      'submission_kind_mismatch',
      a.submission_kind === 'none'
        ? 'This assignment is handed in on paper'
        : `This assignment is handed in as ${a.submission_kind}, not ${kind}`,
    );
  const bad = input.files?.find((f) => a.accepted_types.length && !a.accepted_types.includes(f.type));
  if (bad) throw new ApiError(415, 'file_type_not_accepted', `${bad.name}: ${bad.type} is not accepted here`);
  if (returned && !a.allow_resubmit)
    throw new ApiError(409, 'resubmission_not_allowed', 'This assignment was returned and cannot be handed in again');
}

/** `target`: the assignment as targetFor read it for this request (a file hand-in reads it before the bytes). */
export async function submit(
  db: Db,
  tenant: Tenant,
  p: Principal,
  assignmentId: number,
  input: HandIn,
  target?: Target,
) {
  const a = target ?? (await targetFor(db, tenant, p, assignmentId));
  check(a, input, false);
  const t = tenant.ident;
  return db.transaction().execute(async (trx) => {
    // the upsert locks the student's row even when its WHERE refuses a returned one: no row back then
    const sub = await sql<{ id: number }>`INSERT INTO ${t}.submissions AS s (assignment_id, student_party_id, status)
      VALUES (${a.id}, ${p.partyId}, 'submitted')
      ON CONFLICT (assignment_id, student_party_id) DO UPDATE SET status = 'submitted', draft_text = NULL,
        returned_at = NULL, updated_at = now()
      WHERE ${a.allow_resubmit} OR s.status <> 'returned' RETURNING id`.execute(trx);
    if (!sub.rows[0]) check(a, input, true);
    const id = sub.rows[0].id;
    const v = await sql<{ version: number; submitted_at: Date; late: boolean }>`
      INSERT INTO ${t}.submission_versions (submission_id, version, body_text, files, late)
      SELECT ${id}, COALESCE(MAX(v.version), 0) + 1, ${input.text ?? null}, ${JSON.stringify(input.files ?? [])},
        now() > COALESCE(
          (SELECT x.due_at FROM ${t}.assignment_extensions x
            WHERE x.assignment_id = ${a.id} AND x.student_party_id = ${p.partyId}),
          (SELECT (a.due_date + 1)::timestamptz FROM ${t}.assignments a WHERE a.id = ${a.id}),
          'infinity'::timestamptz)
      FROM ${t}.submission_versions v WHERE v.submission_id = ${id}
      RETURNING version, submitted_at, late`.execute(trx);
    const row = v.rows[0];
    return {
      id,
      version: row.version,
      status: row.late ? 'late' : 'submitted',
      submitted_at: row.submitted_at.toISOString(),
      late: row.late,
    };
  });
}

/** PUT /api/assignments/{id}/draft: keeps the typed text; a handed-in submission stays handed in. */
export async function saveDraft(db: Db, tenant: Tenant, p: Principal, assignmentId: number, text: string) {
  const a = await targetFor(db, tenant, p, assignmentId);
  if (a.submission_kind !== 'text')
    throw new ApiError(422, 'submission_kind_mismatch', 'This assignment is not handed in as text');
  if (a.closed) throw new ApiError(409, 'submission_closed', 'This assignment is closed; nothing was stored');
  const t = tenant.ident;
  const r = await sql<{ status: string }>`INSERT INTO ${t}.submissions (assignment_id, student_party_id, draft_text)
    VALUES (${a.id}, ${p.partyId}, ${text})
    ON CONFLICT (assignment_id, student_party_id) DO UPDATE SET draft_text = ${text}, updated_at = now()
    RETURNING status`.execute(db);
  return { status: r.rows[0].status };
}
