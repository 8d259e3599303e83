import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const rows = [{ a: 'plain', b: 3 }, { a: 'x, "y"', b: null }, { a: '=SUM(A1)', b: -2 }, { a: 'two\nlines', b: 0 }];
    const csv = toCsv(rows, [
      { title: 'A', value: (r) => r.a },
      { title: 'B', value: (r) => r.b },
    ]);
    expect(csv).toBe('A,B\r\nplain,3\r\n"x, ""y""",\r\n\'=SUM(A1),-2\r\n"two\nlines",0\r\n');
  });
});
