// The browser build's stand-in for csv-parse/sync (src/policies/casbin-csv-lines.ts) reads policy
// lines as casbin's own loader reads them with csv-parse (casbin/lib/cjs/persist/helper.js options).
import { describe, expect, it } from 'vitest';
import { parse as csvParse } from 'csv-parse/sync';
import { parse } from '../../../src/policies/casbin-csv-lines.ts';

const casbin = (line: string) =>
  csvParse(line, { delimiter: ',', skip_empty_lines: true, trim: true, relax_quotes: true }) as string[][];

const LINES = [
  'p, admin, /api/resources/users, GET',
  'p,teacher,/gradebook,read',
  'g, alice@demo-academy.test, teacher, lms',
  'p, operator, "/api/admin/tenants, all", (GET)|(POST)',
  'p, admin, "a ""quoted"" word", read',
  '  p ,  spaced  ,  out  ',
  'p, sub, obj, act\np, sub2, obj2, act2',
  'p, sub, obj, act\n\n',
  'p, , empty, ',
];

describe('casbin policy lines in the browser build', () => {
  it.each(LINES)('splits %j as csv-parse does', (line) => {
    expect(parse(line)).toEqual(casbin(line));
  });

  it('keeps a quoted comma inside its field', () => {
    expect(parse('p, x, "a, b", c')).toEqual([['p', 'x', 'a, b', 'c']]);
  });
});
