// Who a teacher may see among the school's people: the students actively enrolled (withdrawn_at IS
// NULL) in a section it leads. Administrators and other staff with the permission
// see everyone (null scope). Shared by the students and guardians entities.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { render } from '../listmodel/template.ts';
import type { QueryContext } from '../listmodel/types.ts';

// the lead teacher only, as the student list has always scoped it (co-teachers see a section's
// gradebook through taughtSections in server/gradebook/reports-queries.ts, not the whole student list)
const TEACHES = (s: string) => `${s}.teacher_party_id = :partyId`;

/** SQL true when the student in column `col` is taught by the signed-in teacher. */
export const taughtStudent = (col: string) =>
  `EXISTS (SELECT 1 FROM {t}.enrollments te JOIN {t}.sections ts ON ts.id = te.section_id WHERE te.student_party_id = ${col} AND te.withdrawn_at IS NULL AND ${TEACHES('ts')})`;

export const isTeacher = (ctx: QueryContext) => ctx.principal.currentRole === 'teacher';

/** The row scope over students for a list (null: all) with the party id in `col`. */
export const studentScope = (col: string) => (ctx: QueryContext) => (isTeacher(ctx) ? taughtStudent(col) : null);

/** Whether the signed-in principal may see the student `partyId` (its scope and kind). */
export async function studentVisible(db: Db, ctx: QueryContext, partyId: number): Promise<boolean> {
  const scope = studentScope('p.party_id')(ctx) ?? 'TRUE';
  const r = await sql<{ found: number }>`SELECT 1 AS found FROM ${render('{t}.parties p', ctx)}
    WHERE p.party_id = ${partyId} AND p.kind = 'student' AND (${render(scope, ctx)})`.execute(db);
  return r.rows.length > 0;
}
