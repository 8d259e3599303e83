// Rows to an XLSX workbook (one sheet, bold header row), for exports made in the page, with the
// same columns as the CSV export (src/lib/csv.ts). exceljs is loaded only when a user exports, so
// it stays out of the pages' first load. Numbers stay numbers; text is written as text, never as a
// formula, so a cell starting with = is not run by the spreadsheet.
import type { CsvColumn } from './csv.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cellValue(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

export async function toXlsx<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], sheet: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  // Sheet names: at most 31 characters, none of \ / ? * [ ] :
  const ws = book.addWorksheet(sheet.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  ws.columns = columns.map((c) => ({ header: c.title, width: Math.max(10, c.title.length + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => cellValue(c.value(r))));
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_TYPE });
}
