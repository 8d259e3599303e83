// A section's category weights, set by the sections' set_grade_weights action: {category: percent}
// adding to 100 %, or null for points-based averages. A total other than 100 % is refused at the
// `weights` field for the whole request, so nothing is saved. The gradebook reads them through
// grading/section_weights (server/gradebook/grading-queries.ts).
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ASSIGNMENT_CATEGORIES } from '../../src/shared/entities/assignments.ts';
import { weightsProblem, type GradeWeights } from '../../src/shared/grade-weights.ts';
import { invalidField } from '../errors.ts';
import type { ActionDef } from '../resources/types.ts';

const Weight = Type.Number({ minimum: 0, maximum: 100, title: 'Weight' });
const Weights = Type.Object(Object.fromEntries(ASSIGNMENT_CATEGORIES.map((c) => [c, Type.Optional(Weight)])), {
  additionalProperties: false,
  title: 'Weights',
});

export const setGradeWeights: ActionDef = {
  label: 'Set category weights',
  permission: 'assignment.update',
  maxIds: 1,
  input: Type.Object({ weights: Type.Union([Type.Null(), Weights]) }, { additionalProperties: false }),
  prepareInput(input) {
    const weights = input.weights as GradeWeights | null;
    if (weights) {
      const problem = weightsProblem(weights);
      if (problem) throw invalidField('weights', problem);
    }
    return input;
  },
  apply: async (row, input, ctx, trx) => {
    const weights = input.weights ? JSON.stringify(input.weights) : null;
    await sql`UPDATE ${ctx.tenant.table('sections')} SET grade_weights = ${weights}::jsonb
      WHERE id = ${row.id}`.execute(trx);
    return {};
  },
};
