// A section's category weights (percent per assignment category, adding to 100) or null for
// points-based averages. The server's set_grade_weights action and the gradebook's weights editor
// check a total with the same message.
import { ASSIGNMENT_CATEGORIES } from './entities/assignments.ts';

export type AssignmentCategory = (typeof ASSIGNMENT_CATEGORIES)[number];
export type GradeWeights = Partial<Record<AssignmentCategory, number>>;

export const weightsTotal = (w: GradeWeights) =>
  Math.round(Object.values(w).reduce<number>((a, b) => a + (b ?? 0), 0) * 100) / 100;

/** Why these weights are refused, or undefined when they add to 100 %. */
export function weightsProblem(w: GradeWeights): string | undefined {
  const total = weightsTotal(w);
  return total === 100 ? undefined : `The weights must add up to 100% (they add up to ${total}%)`;
}
