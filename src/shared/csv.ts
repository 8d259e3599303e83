// Rows to CSV (RFC 4180: quoted when needed, CRLF line ends), for exports made in the page or on the server.
// A text cell starting with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula.
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

/** how a text a spreadsheet would run as a formula starts */
const FORMULA = /^[=+\-@]/;

function cell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (typeof v === 'string' && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** A cell read back from such a file as it was before the guard: `'=x` is `=x` again. */
export function unguardCell(s: string): string {
  return s.charCodeAt(0) === 39 && FORMULA.test(s.slice(1)) ? s.slice(1) : s;
}
