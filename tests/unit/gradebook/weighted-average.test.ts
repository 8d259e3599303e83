import { describe, expect, it } from 'vitest';
import { studentAverage } from '../../../src/shared/grade-math.ts';
import { weightsProblem, weightsTotal } from '../../../src/shared/grade-weights.ts';

const columns = [
  { id: 1, max_points: 10, category: 'homework' },
  { id: 2, max_points: 20, category: 'homework' },
  { id: 3, max_points: 50, category: 'test' },
  { id: 4, max_points: 10, category: 'quiz' },
];
const cells = {
  1: { score: 8, mark: null },
  2: { score: 12, mark: 'late' as const },
  3: { score: 45, mark: null },
  4: { score: 10, mark: null },
};

describe('weighted averages', () => {
  it('weighs each category’s percentage by its weight', () => {
    // homework 20/30 = 66.67 %, test 45/50 = 90 %, the quiz has no weight:
    // (40 × 66.67 + 60 × 90) / 100 = 80.67
    expect(studentAverage(cells, columns, { homework: 40, test: 60 })).toBe(80.7);
    // points-based: 75 / 90 = 83.33 %
    expect(studentAverage(cells, columns, null)).toBe(83.3);
    expect(studentAverage(cells, columns)).toBe(83.3);
  });

  it('spreads the weight over the categories graded so far', () => {
    // the test excused: only homework counts, 20/30
    const noTest = { ...cells, 3: { score: null, mark: 'excused' as const } };
    expect(studentAverage(noTest, columns, { homework: 40, test: 60 })).toBe(66.7);
    // quiz 10/10 at 25 %, homework 20/30 at 75 %: (25 × 100 + 75 × 66.67) / 100 = 75
    expect(studentAverage(noTest, columns, { homework: 75, quiz: 25 })).toBe(75);
    expect(studentAverage({}, columns, { homework: 100 })).toBeNull();
  });

  it('accepts weights adding to 100 % only', () => {
    expect(weightsProblem({ homework: 40, test: 60 })).toBeUndefined();
    expect(weightsProblem({ homework: 33.33, test: 66.67 })).toBeUndefined();
    expect(weightsTotal({ homework: 40, test: 50 })).toBe(90);
    expect(weightsProblem({ homework: 40, test: 50 })).toBe('The weights must add up to 100% (they add up to 90%)');
  });
});
