// "Copy to next term": a new active section of the same course in the term after this one, with
// the same code, name, teachers, room, capacity and meeting pattern, and no students. The terms'
// order is their id order (terms are created year by year: server/demo/seed-school.ts, provisioning).
// The source section's audit record is named after the action; the answer's output names the copy.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { badRequest, conflict } from '../errors.ts';
import type { QueryContext } from '../listmodel/types.ts';
import type { ActionDef, Row } from '../resources/types.ts';

async function nextTerm(db: Db, row: Row, ctx: QueryContext) {
  const s = ctx.tenant.ident;
  const r = await sql<{ id: number; name: string }>`
    SELECT id, school_year || '/' || term_name AS name FROM ${s}.terms WHERE id > ${row.term_id} ORDER BY id LIMIT 1`.execute(
    db,
  );
  return r.rows[0];
}

export const copyToNextTerm: ActionDef = {
  label: 'Copy to next term',
  permission: 'section.create',
  apply: async (row, _input, ctx, trx) => {
    const s = ctx.tenant.ident;
    const term = await nextTerm(trx, row, ctx);
    if (!term) throw badRequest(`There is no term after this section's term`, 'no_next_term');
    const dup = await sql<{
      found: number;
    }>`SELECT 1 AS found FROM ${s}.sections WHERE term_id = ${term.id} AND course_id = ${row.course_id}
      AND section_code = ${row.section_code}`.execute(trx);
    if (dup.rows.length) throw conflict(`${String(row.section_code)} is already in ${term.name}`, 'duplicate');
    const copy = await sql<{ id: number }>`
      INSERT INTO ${s}.sections (section_code, section_name, course_id, term_id, teacher_party_id, room, capacity,
        meeting_days, start_time, end_time, status)
      SELECT section_code, section_name, course_id, ${term.id}, teacher_party_id, room, capacity,
        meeting_days, start_time, end_time, 'active'
      FROM ${s}.sections WHERE id = ${row.id} RETURNING id`.execute(trx);
    await sql`INSERT INTO ${s}.section_teachers (section_id, teacher_party_id)
      SELECT ${copy.rows[0].id}, teacher_party_id FROM ${s}.section_teachers WHERE section_id = ${row.id}`.execute(trx);
    return {};
  },
  after: async (_before, after, _input, ctx, services) => {
    const s = ctx.tenant.ident;
    const r = await sql<{ id: number; term: string }>`
      SELECT sec.id, tm.school_year || '/' || tm.term_name AS term FROM ${s}.sections sec JOIN ${s}.terms tm ON tm.id = sec.term_id
      WHERE sec.course_id = ${after.course_id} AND sec.section_code = ${after.section_code} AND sec.term_id > ${after.term_id}
      ORDER BY sec.term_id LIMIT 1`.execute(services.db);
    return { copy_id: r.rows[0]?.id, term: r.rows[0]?.term };
  },
};
