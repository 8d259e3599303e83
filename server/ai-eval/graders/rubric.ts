// Property `rubric`: the answer holds a rubric table with one column per performance level asked
// for (plus the criterion column), at least three criteria, and no empty cell.
import type { Grader } from '../types.ts';
import { tables } from './text.ts';

export const rubric: Grader = (input, output) => {
  const levels = Number(input.levels ?? 4);
  const found = tables(output);
  if (!found.length) return { pass: false, detail: 'no table' };
  const table = found.reduce((a, b) => (b.length > a.length ? b : a));
  const [header, ...rows] = table;
  if (header.length !== levels + 1)
    return { pass: false, detail: `${header.length - 1} level columns, asked for ${levels}` };
  if (rows.length < 3) return { pass: false, detail: `${rows.length} criteria, fewer than 3` };
  const gaps = rows.filter((r) => r.length !== header.length || r.some((c) => !c.replace(/[*_`\s-]/g, '')));
  if (gaps.length) return { pass: false, detail: `${gaps.length} criteria with an empty or missing cell` };
  return { pass: true, detail: `${rows.length} criteria × ${levels} levels` };
};
