// "Place": moves a content element one step up or down, or to just after another of the same course
// and section (or first),
// renumbering the group's positions in the action's transaction. Drag and drop and the up/down
// buttons of /admin/crs_cls_content_elements both send it. Only the moved element's version changes.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { invalidField } from '../errors.ts';
import type { ActionDef } from '../resources/types.ts';

export const placeElement: ActionDef = {
  label: 'Move',
  permission: 'lesson_transcript.update',
  maxIds: 1,
  input: Type.Object(
    {
      after_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
      direction: Type.Optional(Type.Union([Type.Literal('up'), Type.Literal('down')])),
    },
    { additionalProperties: false },
  ),
  apply: async (row, input, ctx, trx) => {
    const s = ctx.tenant.ident;
    const group = await sql<{ id: number; position: number }>`
      SELECT id, position FROM ${s}.content_elements
      WHERE course_id = ${row.course_id} AND section_id IS NOT DISTINCT FROM ${row.section_id}
      ORDER BY position, id FOR UPDATE`.execute(trx);
    const others = group.rows.filter((r) => r.id !== row.id).map((r) => r.id);
    const was = group.rows.findIndex((r) => r.id === row.id);
    const after = (input.after_id ?? null) as number | null;
    // one step up or down (the keyboard's way), else just after `after_id` (drag and drop)
    const at =
      input.direction === 'up'
        ? Math.max(was - 1, 0)
        : input.direction === 'down'
          ? Math.min(was + 1, others.length)
          : after === null
            ? 0
            : others.indexOf(after) + 1;
    if (!input.direction && after !== null && at === 0) {
      throw invalidField('after_id', `Element ${after} is not in the same course and section`);
    }
    const order = [...others.slice(0, at), row.id as number, ...others.slice(at)];
    const moves = order
      .map((id, i) => ({ id, position: i + 1 }))
      .filter((m) => m.id !== row.id && group.rows.find((r) => r.id === m.id)?.position !== m.position);
    if (moves.length) {
      await sql`UPDATE ${s}.content_elements e SET position = m.position
        FROM unnest(${moves.map((m) => m.id)}::int[], ${moves.map((m) => m.position)}::int[]) AS m(id, position)
        WHERE e.id = m.id`.execute(trx);
    }
    const position = order.indexOf(row.id as number) + 1;
    return position === row.position ? { unchanged: true } : { set: { position } };
  },
};
