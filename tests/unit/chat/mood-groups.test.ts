// The mood charts' grouping (src/resources/ai-chat/mood-groups.ts): the busiest classes first, and
// every class not picked summed per week into "Other classes" with a message-weighted average.
import { describe, expect, it } from 'vitest';
import {
  classesByMessages,
  groupClasses,
  OTHER_CLASSES,
  type MoodRow,
} from '../../../src/resources/ai-chat/mood-groups.ts';

const row = (week: string, section: string, messages: number, average: number, negative = 0): MoodRow => ({
  week,
  section,
  messages,
  students: 1,
  average,
  negative,
});

const rows = [
  row('2026-W40', 'Art 1', 1, 0.5),
  row('2026-W40', 'Math 7A', 4, -0.5, 2),
  row('2026-W40', 'Science 7', 3, 0.2, 1),
  row('2026-W41', 'Math 7A', 2, 0.1),
  row('2026-W41', 'Science 7', 1, -0.4, 1),
  row('2026-W41', 'Art 1', 1, 0.3),
];

describe('mood groups', () => {
  it('ranks classes by their messages, then by name', () => {
    expect(classesByMessages(rows)).toEqual(['Math 7A', 'Science 7', 'Art 1']);
    expect(classesByMessages([row('w', 'B', 1, 0), row('w', 'A', 1, 0)])).toEqual(['A', 'B']);
  });

  it('keeps the picked classes and sums the others per week', () => {
    const grouped = groupClasses(rows, ['Math 7A']);
    expect(grouped.filter((r) => r.section === 'Math 7A')).toEqual([rows[1], rows[3]]);
    const other = grouped.filter((r) => r.section === OTHER_CLASSES);
    // W40: Art 1 (1 × 0.5) and Science 7 (3 × 0.2): 1.1 / 4
    expect(other).toEqual([
      { week: '2026-W40', section: OTHER_CLASSES, messages: 4, students: 1, average: 0.275, negative: 1 },
      { week: '2026-W41', section: OTHER_CLASSES, messages: 2, students: 1, average: -0.05, negative: 1 },
    ]);
  });

  it('draws no "Other classes" when every class is picked, and only it when none is', () => {
    expect(groupClasses(rows, ['Math 7A', 'Science 7', 'Art 1'])).toHaveLength(rows.length);
    expect(new Set(groupClasses(rows, []).map((r) => r.section))).toEqual(new Set([OTHER_CLASSES]));
  });
});
