// A table template's totals and groups (src/shared/template-totals.ts): each function over the rows
// worked by hand, nulls left out, groups as runs of one value.
import { describe, expect, it } from 'vitest';
import { groupRuns, totalText, totalsOf } from '../../src/shared/template-totals.ts';

const rows = [
  { t: 'A', n: 3 },
  { t: 'A', n: null },
  { t: 'B', n: '4.5' },
  { t: 'B', n: 1 },
];

describe('template totals', () => {
  it('sums, averages, counts and finds the least and greatest of the values present', () => {
    const fns = ['sum', 'avg', 'count', 'min', 'max'] as const;
    expect(
      totalsOf(
        rows,
        fns.map((fn) => ({ column: 'n', fn })),
      ).map((t) => t.value),
    ).toEqual([8.5, 2.83, 3, 1, 4.5]);
    expect(totalsOf([{ n: null }], [{ column: 'n', fn: 'avg' }])[0].value).toBeNull();
  });

  it('cuts ordered rows into runs of one group value', () => {
    expect(groupRuns(rows, 't').map((g) => [g.value, g.rows.length])).toEqual([
      ['A', 2],
      ['B', 2],
    ]);
  });

  it('writes totals as text', () => {
    expect(
      totalText([
        { column: 'n', fn: 'sum', value: 12 },
        { column: 'n', fn: 'avg', value: null },
      ]),
    ).toBe('sum 12; avg –');
  });
});
