// "Fill column": every empty cell of an assignment (no grade yet, or neither score nor mark) of a
// student enrolled in its section gets the same score and/or mark, in the action's one
// transaction with the assignment's audit record. Cells already graded are left as they are.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { EXTRA_CREDIT, GRADE_MARKS } from '../../src/shared/entities/grades.ts';
import { badRequest, invalidField } from '../errors.ts';
import type { ActionDef } from '../resources/types.ts';

export const fillColumn: ActionDef = {
  label: 'Fill column',
  permission: 'grade.update',
  input: Type.Object(
    {
      score: Type.Union([Type.Null(), Type.Number({ minimum: 0, title: 'Score' })]),
      mark: Type.Union([
        Type.Null(),
        Type.Union(
          GRADE_MARKS.map((m) => Type.Literal(m)),
          { title: 'Mark' },
        ),
      ]),
    },
    { additionalProperties: false },
  ),
  prepareInput(input) {
    if (input.score == null && input.mark == null) throw invalidField('score', 'Give a score or a mark to fill with');
    return input;
  },
  apply: async (row, input, ctx, trx) => {
    const max = Number(row.max_points) * EXTRA_CREDIT;
    if (typeof input.score === 'number' && input.score > max)
      throw badRequest(`Score must be from 0 to ${max} (${String(row.max_points)} points plus 50% extra credit)`);
    const s = ctx.tenant.ident;
    const score = (input.score ?? null) as number | null;
    const mark = (input.mark ?? null) as string | null;
    const enrolled = sql`SELECT e.student_party_id FROM ${s}.enrollments e
      WHERE e.section_id = ${row.section_id} AND e.withdrawn_at IS NULL`;
    const updated = await sql`UPDATE ${s}.grades SET score = ${score}, mark = ${mark}, version = version + 1
      WHERE assignment_id = ${row.id} AND score IS NULL AND mark IS NULL
        AND student_party_id IN (${enrolled})`.execute(trx);
    const inserted = await sql`INSERT INTO ${s}.grades (assignment_id, student_party_id, score, mark)
      SELECT ${row.id}, x.student_party_id, ${score}, ${mark} FROM (${enrolled}) x
      WHERE NOT EXISTS (SELECT 1 FROM ${s}.grades g WHERE g.assignment_id = ${row.id}
        AND g.student_party_id = x.student_party_id)`.execute(trx);
    const filled = Number(updated.numAffectedRows ?? 0) + Number(inserted.numAffectedRows ?? 0);
    return filled > 0 ? {} : { unchanged: true };
  },
};
