// A table template's rows laid out for an export (docs/tables.md): the rows in order, and when the
// template groups them a heading before each group and its subtotals after it, then the grand
// totals. CSV and XLSX write the lines as a sheet (a lone total as a number, so it adds up in a
// spreadsheet); the PDF (export-pdf.ts) draws the same lines as a table.
import { toCsv } from '../../src/shared/csv.ts';
import type { TemplateDefinition } from '../../src/shared/entities/tbl-templates.ts';
import { groupRuns, groupText, totalText, totalsOf, type TotalValue } from '../../src/shared/template-totals.ts';

export type Cell = string | number | boolean | null;
export type Line =
  | { kind: 'row'; cells: Cell[] }
  | { kind: 'group'; text: string }
  /** `totals[i]`: the totals under column i (empty: none) */
  | { kind: 'subtotal' | 'total'; label: string; totals: TotalValue[][] };

export interface ExportTable {
  title: string;
  columns: { name: string; label: string; width?: number }[];
  lines: Line[];
}

type Row = Record<string, unknown>;

const cellOf = (v: unknown): Cell =>
  v === null || v === undefined
    ? null
    : typeof v === 'object'
      ? v instanceof Date
        ? v.toISOString()
        : JSON.stringify(v)
      : (v as string | number | boolean);

/** `group`: the grouping column's heading (server/tbl/rows.ts groupColumn). */
export function exportTable(
  title: string,
  def: TemplateDefinition,
  columns: ExportTable['columns'],
  rows: Row[],
  group: { name: string; label: string } | null,
): ExportTable {
  const totals = def.totals ?? [];
  const fns = [...new Set(totals.map((t) => t.fn))];
  const suffix = fns.length === 1 ? ` (${fns[0]})` : '';
  const perColumn = (values: TotalValue[]) => columns.map((c) => values.filter((t) => t.column === c.name));
  const rowLines = (rs: Row[]): Line[] =>
    rs.map((r) => ({ kind: 'row', cells: columns.map((c) => cellOf(r[c.name])) }));
  const lines: Line[] = [];
  if (group)
    for (const g of groupRuns(rows, group.name)) {
      lines.push({ kind: 'group', text: `${group.label}: ${groupText(g.value)} (${g.rows.length} rows)` });
      lines.push(...rowLines(g.rows));
      if (totals.length)
        lines.push({ kind: 'subtotal', label: `Subtotal${suffix}`, totals: perColumn(totalsOf(g.rows, totals)) });
    }
  else lines.push(...rowLines(rows));
  if (totals.length) lines.push({ kind: 'total', label: `Total${suffix}`, totals: perColumn(totalsOf(rows, totals)) });
  return { title, columns, lines };
}

/** A line as sheet cells: a group heading in the first cell, a total's label where no total is. */
export function sheetCells(line: Line, width: number): Cell[] {
  if (line.kind === 'row') return line.cells;
  if (line.kind === 'group') return [line.text, ...Array<Cell>(width - 1).fill(null)];
  return line.totals.map((values, i) => {
    const value: Cell = values.length === 1 ? values[0].value : values.length ? totalText(values) : null;
    if (i > 0) return value;
    return values.length ? `${line.label}: ${totalText(values)}` : line.label;
  });
}

export function tableCsv(t: ExportTable): string {
  const cells = t.lines.map((l) => sheetCells(l, t.columns.length));
  return toCsv(
    cells,
    t.columns.map((c, i) => ({ title: c.label, value: (r: Cell[]) => r[i] })),
  );
}

export async function tableXlsx(t: ExportTable): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of \ / ? * [ ] :
  const ws = book.addWorksheet(t.title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  ws.columns = t.columns.map((c) => ({
    header: c.label,
    width: Math.max(10, Math.round((c.width ?? 0) / 7), c.label.length + 4),
  }));
  ws.getRow(1).font = { bold: true };
  for (const line of t.lines) {
    // text is written as text, never as a formula
    const row = ws.addRow(sheetCells(line, t.columns.length));
    if (line.kind !== 'row') row.font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
