// A table template's totals and groups (docs/tables.md), computed the same way for the grid (the
// server answers them with the rows) and for the CSV, XLSX and PDF exports (server/tbl/export.ts).
import type { TemplateTotal, TotalFunction } from './entities/tbl-templates.ts';

export interface TotalValue {
  column: string;
  fn: TotalFunction;
  /** null: no numeric value to total (avg, min, max of nothing) */
  value: number | null;
}

export interface GroupSummary {
  value: unknown;
  count: number;
  totals: TotalValue[];
}

type Row = Record<string, unknown>;

const numbersOf = (rows: readonly Row[], column: string) =>
  rows
    .map((r) => r[column])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map(Number)
    .filter(Number.isFinite);

const round = (n: number) => Math.round(n * 100) / 100;

/** Each total over `rows`; null values do not count (count counts the values present). */
export function totalsOf(rows: readonly Row[], totals: readonly TemplateTotal[]): TotalValue[] {
  return totals.map(({ column, fn }) => {
    const nums = numbersOf(rows, column);
    const sum = nums.reduce((a, b) => a + b, 0);
    const empty = nums.length === 0;
    const value = {
      sum: round(sum),
      count: nums.length,
      avg: empty ? null : round(sum / nums.length),
      min: empty ? null : Math.min(...nums),
      max: empty ? null : Math.max(...nums),
    }[fn];
    return { column, fn, value };
  });
}

/** Rows ordered by the grouping column, cut into runs of one value each. */
export function groupRuns<R extends Row>(rows: readonly R[], column: string): { value: unknown; rows: R[] }[] {
  const runs: { value: unknown; rows: R[] }[] = [];
  for (const r of rows) {
    const last = runs[runs.length - 1];
    if (last && String(last.value) === String(r[column])) last.rows.push(r);
    else runs.push({ value: r[column] ?? null, rows: [r] });
  }
  return runs;
}

export const groupSummaries = (rows: readonly Row[], column: string, totals: readonly TemplateTotal[]) =>
  groupRuns(rows, column).map((g) => ({ value: g.value, count: g.rows.length, totals: totalsOf(g.rows, totals) }));

/** A group's heading: its value, "(none)" for an empty one. */
export const groupText = (v: unknown) => (v === null || v === undefined || v === '' ? '(none)' : String(v));

/** The totals under one column as text: "sum 12", "avg 3.5; max 7". */
export const totalText = (values: readonly TotalValue[]) =>
  values.map((t) => `${t.fn} ${t.value === null ? '–' : String(t.value)}`).join('; ');
