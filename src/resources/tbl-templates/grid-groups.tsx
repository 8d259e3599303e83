// A grouped template's page of rows with a heading row before each group (its value, row count and
// subtotals, from the server's answer) and the grand totals as the grid's summary row.
import { Typography } from 'antd';
import { groupText, totalText, type TotalValue } from '../../shared/template-totals.ts';
import type { RowsAnswer } from './api.ts';

export const GROUP = '__group';
export type GridRow = Record<string, unknown> & { [GROUP]?: string };

const subtotals = (answer: RowsAnswer, values: readonly TotalValue[]) =>
  answer.columns
    .map((c) => {
      const mine = values.filter((t) => t.column === c.name);
      return mine.length ? `${c.label} ${totalText(mine)}` : '';
    })
    .filter(Boolean)
    .join(' · ');

/** The page's rows, a heading row put before the first row of each group on it. */
export function withGroupRows(answer: RowsAnswer | undefined): GridRow[] {
  const rows = answer?.data[0]?.rows ?? [];
  const group = answer?.group_by;
  if (!answer || !group) return rows;
  const out: GridRow[] = [];
  let last: string | undefined;
  for (const r of rows) {
    const key = String(r[group.name]);
    if (key !== last) {
      const g = answer.groups?.find((x) => String(x.value) === key);
      const sums = g ? subtotals(answer, g.totals) : '';
      const count = g ? ` (${g.count} rows)` : '';
      out.push({ [GROUP]: `${group.label}: ${groupText(r[group.name])}${count}${sums ? ` · ${sums}` : ''}` });
      last = key;
    }
    out.push(r);
  }
  return out;
}

/** The grand totals under their columns, or nothing when the template has none. */
export function totalsRow(answer: RowsAnswer | undefined) {
  const totals = answer?.totals ?? [];
  if (!answer || !totals.length) return undefined;
  const note = answer.complete === false ? ' (first 5,000 rows)' : '';
  const cells = answer.columns.map((c, i) => {
    const mine = totals.filter((t) => t.column === c.name);
    return <Typography.Text strong>{mine.length ? totalText(mine) : i === 0 ? `Total${note}` : ''}</Typography.Text>;
  });
  return { cells, testId: 'template-totals' };
}
