// The rules of a section write that are not a field bound: the course, term and teachers must exist
// (a teacher must be a teacher), the class must end after it starts, and a section with enrolments
// (past or present) is kept: archive it instead.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { Row, Values } from '../resources/types.ts';

export const isAdmin = (ctx: QueryContext) => ctx.principal.currentRole === 'admin';
/** A section (by alias) the principal teaches or co-teaches. */
export const TAUGHT = (sec: string) =>
  `(${sec}.teacher_party_id = :partyId OR EXISTS (SELECT 1 FROM {t}.section_teachers st WHERE st.section_id = ${sec}.id AND st.teacher_party_id = :partyId))`;

const t = (ctx: QueryContext) => ctx.tenant.ident;

async function exists(db: Db, q: ReturnType<typeof sql>): Promise<boolean> {
  return (await q.execute(db)).rows.length > 0;
}

export async function checkSection(v: Values, ctx: QueryContext, db: Db, before?: Row) {
  const s = t(ctx);
  const fields: Record<string, string> = {};
  if (v.course_id != null && !(await exists(db, sql`SELECT 1 FROM ${s}.courses WHERE id = ${v.course_id}`)))
    fields.course_id = 'No such course';
  if (v.term_id != null && !(await exists(db, sql`SELECT 1 FROM ${s}.terms WHERE id = ${v.term_id}`)))
    fields.term_id = 'No such term';
  const teachers = [v.teacher_party_id, ...((v.co_teacher_ids as number[] | undefined) ?? [])].filter(
    (x): x is number => typeof x === 'number',
  );
  if (teachers.length) {
    const found = await sql<{ party_id: number }>`
      SELECT party_id FROM ${s}.parties WHERE kind = 'teacher' AND party_id IN (${sql.join(teachers)})`.execute(db);
    const ok = new Set(found.rows.map((r) => r.party_id));
    if (typeof v.teacher_party_id === 'number' && !ok.has(v.teacher_party_id))
      fields.teacher_party_id = 'Not a teacher';
    if (((v.co_teacher_ids as number[] | undefined) ?? []).some((x) => !ok.has(x)))
      fields.co_teacher_ids = 'Every co-teacher must be a teacher';
  }
  const start = (v.start_time ?? before?.start_time ?? null) as string | null;
  const end = (v.end_time ?? before?.end_time ?? null) as string | null;
  if (start && end && end.slice(0, 5) <= start.slice(0, 5)) fields.end_time = 'End time must be after the start time';
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, 'validation_failed', { fields });
  return v;
}

/** Co-teachers live in section_teachers; a write that names them replaces the list. */
export async function saveCoTeachers(trx: Db, row: Row, values: Values, ctx: QueryContext) {
  const ids = values.co_teacher_ids as number[] | undefined;
  if (!ids) return;
  const s = t(ctx);
  await sql`DELETE FROM ${s}.section_teachers WHERE section_id = ${row.id}`.execute(trx);
  const unique = [...new Set(ids)].filter((x) => x !== row.teacher_party_id);
  for (const id of unique)
    await sql`INSERT INTO ${s}.section_teachers (section_id, teacher_party_id) VALUES (${row.id}, ${id})`.execute(trx);
}

export async function refuseDeleteWithEnrolments(trx: Db, row: Row, ctx: QueryContext) {
  const s = t(ctx);
  const used = await sql<{ c: number }>`
    SELECT (SELECT count(*) FROM ${s}.enrollments WHERE section_id = ${row.id})::int
         + (SELECT count(*) FROM ${s}.assignments WHERE section_id = ${row.id})::int AS c`.execute(trx);
  if (used.rows[0].c > 0)
    throw conflict('This section has enrolments or assignments; archive it instead of deleting it', 'in_use');
  await sql`DELETE FROM ${s}.section_teachers WHERE section_id = ${row.id}`.execute(trx);
}
