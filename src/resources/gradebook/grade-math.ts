// The gradebook's averages, points-based: a student's earned points over the points of the
// assignments it was graded on, and an assignment's mean percentage. Excused and ungraded work
// counts for nothing either way; missing work counts as ungraded (the reports count it apart).
import type { GradeValue } from './grade-text.ts';

export interface Column {
  id: number;
  max_points: number;
}

const counted = (g: GradeValue | undefined): g is GradeValue & { score: number } =>
  !!g && g.score !== null && g.mark !== 'excused';

/** A student's average in percent over the columns, one decimal; null when nothing is graded. */
export function studentAverage(cells: Record<string, GradeValue | undefined>, columns: readonly Column[]) {
  let earned = 0;
  let possible = 0;
  for (const c of columns) {
    const g = cells[String(c.id)];
    if (!counted(g)) continue;
    earned += g.score;
    possible += c.max_points;
  }
  return possible > 0 ? Math.round((earned / possible) * 1000) / 10 : null;
}

/** An assignment's mean percentage over the students graded on it, one decimal. */
export function assignmentAverage(column: Column, rows: readonly Record<string, GradeValue | undefined>[]) {
  const pcts = rows
    .map((r) => r[String(column.id)])
    .filter(counted)
    .map((g) => (g.score / column.max_points) * 100);
  return pcts.length ? Math.round((pcts.reduce((a, b) => a + b, 0) / pcts.length) * 10) / 10 : null;
}
