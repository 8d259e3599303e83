import { describe, expect, it } from 'vitest';
import { assignmentAverage, studentAverage } from '../../../src/shared/grade-math.ts';
import { gradeText, parseGrade } from '../../../src/shared/grade-text.ts';

describe('gradebook cells', () => {
  it('reads scores, late scores, missing and excused, and refuses anything else', () => {
    expect(parseGrade(' 8.5 ')).toEqual({ score: 8.5, mark: null });
    expect(parseGrade('7,25l')).toEqual({ score: 7.25, mark: 'late' });
    expect(parseGrade('m')).toEqual({ score: null, mark: 'missing' });
    expect(parseGrade('X')).toEqual({ score: null, mark: 'excused' });
    expect(parseGrade('')).toEqual({ score: null, mark: null });
    expect(parseGrade('nine')).toHaveProperty('error');
    expect(parseGrade('-1')).toHaveProperty('error');
    expect(gradeText({ score: 9, mark: 'late' })).toBe('9L');
    expect(gradeText({ score: null, mark: 'excused' })).toBe('E');
  });

  it('averages by points, leaving out excused and ungraded work', () => {
    const columns = [
      { id: 1, max_points: 10 },
      { id: 2, max_points: 40 },
      { id: 3, max_points: 50 },
    ];
    // 8 of 10 and 30 of 40 graded; the 50-point test excused: 38 / 50 = 76 %
    const ana = {
      1: { score: 8, mark: null },
      2: { score: 30, mark: 'late' as const },
      3: { score: null, mark: 'excused' as const },
    };
    // only the test graded: 45 / 50 = 90 %; the missing quiz counts for nothing
    const ben = { 1: { score: null, mark: 'missing' as const }, 3: { score: 45, mark: null } };
    expect(studentAverage(ana, columns)).toBe(76);
    expect(studentAverage(ben, columns)).toBe(90);
    expect(studentAverage({}, columns)).toBeNull();
    // column 1: only Ana's 80 %; column 3: only Ben's 90 %
    expect(assignmentAverage(columns[0], [ana, ben])).toBe(80);
    expect(assignmentAverage(columns[2], [ana, ben])).toBe(90);
    expect(assignmentAverage(columns[1], [ben])).toBeNull();
  });
});
