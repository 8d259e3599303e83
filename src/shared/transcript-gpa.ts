// Transcript grades and GPA. A course's final grade is its gradebook average (grade-math.ts) read
// on the school's grading scale (the `grading_scale` school setting, e.g. "A:90:4, B:80:3, F:0:0",
// letter:minimum percent:grade points; DEFAULT_SCALE when unset or unreadable). GPA is the mean of
// the grade points weighted by the courses' credits; the weighted GPA adds a bonus for honors and
// AP courses to every passing grade. Courses with nothing graded count for nothing.

export interface ScaleStep {
  letter: string;
  min: number;
  points: number;
}

export const DEFAULT_SCALE: readonly ScaleStep[] = [
  { letter: 'A', min: 90, points: 4 },
  { letter: 'B', min: 80, points: 3 },
  { letter: 'C', min: 70, points: 2 },
  { letter: 'D', min: 60, points: 1 },
  { letter: 'F', min: 0, points: 0 },
];

export const COURSE_LEVELS = ['regular', 'honors', 'ap'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const LEVEL_BONUS: Record<CourseLevel, number> = { regular: 0, honors: 0.5, ap: 1 };

/** The scale written as "A:90:4, B:80:3, …" (highest first), or undefined when it cannot be read. */
export function parseScale(text: string | undefined | null): ScaleStep[] | undefined {
  if (!text || !text.trim()) return undefined;
  const steps: ScaleStep[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z][A-Za-z+-]{0,2})\s*:\s*(\d{1,3}(?:\.\d+)?)\s*:\s*(\d(?:\.\d+)?)\s*$/.exec(part);
    if (!m) return undefined;
    steps.push({ letter: m[1], min: Number(m[2]), points: Number(m[3]) });
  }
  steps.sort((a, b) => b.min - a.min);
  return steps.length && steps[steps.length - 1].min === 0 ? steps : undefined;
}

/** The scale step a percentage falls on (the lowest step for anything below every minimum). */
export function gradeFor(percent: number, scale: readonly ScaleStep[] = DEFAULT_SCALE): ScaleStep {
  return scale.find((s) => percent >= s.min) ?? scale[scale.length - 1];
}

export interface CourseGrade {
  credits: number;
  level: CourseLevel;
  /** the final average in percent; null when nothing was graded */
  percent: number | null;
}

export interface GpaResult {
  unweighted: number | null;
  weighted: number | null;
  /** credits of the graded courses */
  attempted: number;
  /** credits of the graded courses passed (grade points above zero) */
  earned: number;
}

const twoDecimals = (v: number) => Math.round(v * 100 + 1e-9) / 100;

/** Credit-weighted GPA, unweighted and weighted (honors +0.5, AP +1 on passing grades), two decimals. */
export function computeGpa(courses: readonly CourseGrade[], scale: readonly ScaleStep[] = DEFAULT_SCALE): GpaResult {
  let credits = 0;
  let earned = 0;
  let plain = 0;
  let bonus = 0;
  for (const c of courses) {
    if (c.percent === null || c.credits <= 0) continue;
    const points = gradeFor(c.percent, scale).points;
    credits += c.credits;
    plain += points * c.credits;
    if (points > 0) {
      earned += c.credits;
      bonus += (points + LEVEL_BONUS[c.level]) * c.credits;
    }
  }
  if (credits === 0) return { unweighted: null, weighted: null, attempted: 0, earned: 0 };
  return {
    unweighted: twoDecimals(plain / credits),
    weighted: twoDecimals(bonus / credits),
    attempted: twoDecimals(credits),
    earned: twoDecimals(earned),
  };
}

/** What the public check of a transcript's verification code answers (nothing else about the student). */
export interface VerifiedTranscript {
  school: string;
  issued_at: string;
  gpa_unweighted: number | null;
  gpa_weighted: number | null;
  credits: number;
  digest: string;
}
