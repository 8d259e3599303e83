// The audit records of a teacher's classroom writes (docs/classroom.md, "Grade history"): a grade
// given or changed in the grading view, a return, a release, an extension, the hand-in settings and
// the points of a quiz answer. Each is written in the change's own transaction, with the values
// before and after, into the same audit log as the gradebook's own cell edits (resource `grades`).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { recordAudit } from '../audit/record.ts';

export interface GradeState {
  id: number;
  assignment_id: number;
  student_party_id: number;
  score: number | null;
  comment: string | null;
  released: boolean;
}

/** The student's grade of the assignment as it stands, locked until the transaction ends. */
export async function gradeNow(trx: Db, tenant: Tenant, assignmentId: number, studentId: number) {
  const r = await sql<GradeState>`SELECT id::int, assignment_id, student_party_id, score::float8 AS score, comment,
    released FROM ${tenant.ident}.grades WHERE assignment_id = ${assignmentId} AND student_party_id = ${studentId}
    FOR UPDATE`.execute(trx);
  return r.rows[0];
}

/** One audit record of a classroom change in the tenant, by the signed-in teacher. */
export function auditClassroom(
  trx: Db,
  tenant: Tenant,
  p: Principal,
  e: { action: string; resource: string; recordId: string | number; before?: unknown; after?: unknown },
) {
  return recordAudit(trx, p, { tenantId: tenant.id, ...e });
}

/** A grade's change: created when there was none before, else updated (or the named action). */
export function auditGrade(
  trx: Db,
  tenant: Tenant,
  p: Principal,
  before: GradeState | undefined,
  after: GradeState & { rubric?: unknown },
  action = before ? 'update' : 'create',
) {
  return auditClassroom(trx, tenant, p, { action, resource: 'grades', recordId: after.id, before, after });
}
