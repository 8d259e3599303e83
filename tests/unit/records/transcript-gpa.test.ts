import { describe, expect, it } from 'vitest';
import { computeGpa, gradeFor, parseScale, type CourseGrade } from '../../../src/shared/transcript-gpa.ts';

// Hand computed (default scale A 90/4, B 80/3, C 70/2, D 60/1, F 0/0):
//   Algebra  1.0 cr regular 93.4 → A 4 (weighted 4)
//   Biology  1.0 cr honors  85   → B 3 (weighted 3.5)
//   History  0.5 cr AP      71   → C 2 (weighted 3)
//   Art      0.5 cr regular 55   → F 0 (no bonus on a failed course)
//   PE       1.0 cr regular nothing graded → left out
// unweighted = (4·1 + 3·1 + 2·0.5 + 0·0.5) / 3 = 8/3 = 2.67; weighted = (4 + 3.5 + 1.5 + 0) / 3 = 3.00
// attempted 3 credits, earned 2.5
const COURSES: CourseGrade[] = [
  { credits: 1, level: 'regular', percent: 93.4 },
  { credits: 1, level: 'honors', percent: 85 },
  { credits: 0.5, level: 'ap', percent: 71 },
  { credits: 0.5, level: 'regular', percent: 55 },
  { credits: 1, level: 'regular', percent: null },
];

describe('transcript GPA', () => {
  it('weights grade points by credits, unweighted and with honors/AP bonus', () => {
    expect(computeGpa(COURSES)).toEqual({ unweighted: 2.67, weighted: 3, attempted: 3, earned: 2.5 });
  });

  it("reads the school's own scale", () => {
    const scale = parseScale('A:93:4, B:85:3, C:75:2, F:0:0');
    // Algebra A 4, Biology B 3 (+0.5), History 71 → F, Art F: (4 + 3) / 3 = 2.33; (4 + 3.5) / 3 = 2.5
    expect(computeGpa(COURSES, scale)).toEqual({ unweighted: 2.33, weighted: 2.5, attempted: 3, earned: 2 });
  });

  it('puts a percentage on the step whose minimum it reaches', () => {
    expect(gradeFor(90).letter).toBe('A');
    expect(gradeFor(89.99).letter).toBe('B');
    expect(gradeFor(59.9).letter).toBe('F');
  });

  it('refuses a scale it cannot read or without a floor at 0', () => {
    expect(parseScale('A:90')).toBeUndefined();
    expect(parseScale('A:90:4, B:80:3')).toBeUndefined();
    expect(parseScale('')).toBeUndefined();
  });

  it('has no GPA when nothing is graded', () => {
    expect(computeGpa([{ credits: 1, level: 'ap', percent: null }])).toEqual({
      unweighted: null,
      weighted: null,
      attempted: 0,
      earned: 0,
    });
  });
});
