// The grade a teacher asked for, read from the grade-level label the form sends.

/** How far from the target grade still counts as on level. */
export const GRADE_TOLERANCE = 1;

const WORD_GRADES: Record<string, number> = {
  k: 0,
  kg: 0,
  kindergarten: 0,
  prek: 0,
  'pre-k': 0,
  preschool: 0,
  college: 13,
  university: 13,
};

/** The target grade in a grade-level label ('Grade 5', '5th grade', 'Kindergarten'), if any. */
export function targetGrade(label: unknown): number | undefined {
  if (typeof label !== 'string') return undefined;
  const s = label.trim().toLowerCase();
  const n = s.match(/\d{1,2}/);
  if (n) return Number(n[0]);
  for (const [word, g] of Object.entries(WORD_GRADES)) if (s === word || s.split(/[\s/,]+/).includes(word)) return g;
  return undefined;
}
