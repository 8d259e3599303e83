// My work's order and due words (src/resources/classroom/types.ts): upcoming work first, soonest
// first, then past due dates latest first, then work without a due date; a due time at the end of
// the due date (midnight after it) reads as that day.
import { describe, expect, it } from 'vitest';
import { byUrgency, dueText } from '../../../src/resources/classroom/types.ts';

describe('my work order', () => {
  it('puts upcoming work first, then the past, then undated', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const rows = [
      { id: 1, due_at: '2026-10-15T00:00:00Z' },
      { id: 2, due_at: null },
      { id: 3, due_at: '2026-12-05T00:00:00Z' },
      { id: 4, due_at: '2026-11-30T00:00:00Z' },
      { id: 5, due_at: '2026-11-01T00:00:00Z' },
    ];
    expect(byUrgency(rows, now).map((r) => r.id)).toEqual([4, 3, 5, 1, 2]);
  });

  it('reads a midnight due time as the end of the day before', () => {
    const midnight = new Date(2026, 10, 29, 0, 0, 0).toISOString();
    expect(dueText(midnight)).toBe(`${new Date(2026, 10, 28).toLocaleDateString()}, end of day`);
    expect(dueText(null)).toBe('No due date');
    const noon = new Date(2026, 10, 29, 12, 30, 0);
    expect(dueText(noon.toISOString())).toBe(noon.toLocaleString());
  });
});
