// What a teacher types into a gradebook cell, and how a stored grade is shown there:
// "8.5" a score, "8.5L" a late score, "M" missing, "E" (or "X") excused, "" nothing.
import type { GradeMark } from './entities/grades.ts';

export interface GradeValue {
  score: number | null;
  mark: GradeMark | null;
}

export const GRADE_HELP = 'Type a score (8.5), a late score (8.5L), M for missing or E for excused';

export function parseGrade(text: string): GradeValue | { error: string } {
  const t = text.trim();
  if (t === '') return { score: null, mark: null };
  if (/^(m|missing)$/i.test(t)) return { score: null, mark: 'missing' };
  if (/^(e|x|excused)$/i.test(t)) return { score: null, mark: 'excused' };
  const m = /^(\d{1,5}(?:[.,]\d{1,2})?)\s*(l|late)?$/i.exec(t);
  if (!m) return { error: GRADE_HELP };
  return { score: Number(m[1].replace(',', '.')), mark: m[2] ? 'late' : null };
}

export function gradeText(v: GradeValue | undefined): string {
  if (!v) return '';
  if (v.mark === 'missing') return 'M';
  if (v.mark === 'excused') return 'E';
  if (v.score === null) return '';
  return `${v.score}${v.mark === 'late' ? 'L' : ''}`;
}
