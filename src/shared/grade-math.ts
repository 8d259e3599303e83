// The gradebook's averages. A student's average is points-based (earned points over the points of
// the assignments it was graded on) or, when the section has category weights, the weighted mean
// of its category percentages over the categories it was graded in. Excused and ungraded work
// counts for nothing either way; missing work counts as ungraded (the reports count it apart).
import type { GradeWeights } from './grade-weights.ts';
/** a grade as the gradebook holds it (src/shared/grade-text.ts parses it) */
export interface GradeValue {
  score: number | null;
  mark: string | null;
}

export interface Column {
  id: number;
  max_points: number;
  category?: string;
}

const counted = (g: GradeValue | undefined): g is GradeValue & { score: number } =>
  !!g && g.score !== null && g.mark !== 'excused';
const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/** A student's average in percent over the columns, one decimal; null when nothing is graded. */
export function studentAverage(
  cells: Record<string, GradeValue | undefined>,
  columns: readonly Column[],
  weights?: GradeWeights | null,
) {
  const sums = new Map<string, { earned: number; possible: number }>();
  for (const c of columns) {
    const g = cells[String(c.id)];
    if (!counted(g)) continue;
    const key = weights ? (c.category ?? 'other') : 'all';
    const s = sums.get(key) ?? { earned: 0, possible: 0 };
    s.earned += g.score;
    s.possible += c.max_points;
    sums.set(key, s);
  }
  let total = 0;
  let weightSum = 0;
  for (const [key, s] of sums) {
    const w = weights ? (weights[key as keyof GradeWeights] ?? 0) : 1;
    if (s.possible <= 0 || w <= 0) continue;
    total += (w * s.earned) / s.possible;
    weightSum += w;
  }
  return weightSum > 0 ? oneDecimal((total / weightSum) * 100) : null;
}

/** An assignment's mean percentage over the students graded on it, one decimal. */
export function assignmentAverage(column: Column, rows: readonly Record<string, GradeValue | undefined>[]) {
  const pcts = rows
    .map((r) => r[String(column.id)])
    .filter(counted)
    .map((g) => (g.score / column.max_points) * 100);
  return pcts.length ? oneDecimal(pcts.reduce((a, b) => a + b, 0) / pcts.length) : null;
}
