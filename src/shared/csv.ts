// Rows to CSV (RFC 4180: quoted when needed, CRLF line ends), for exports made in the page or on the server.
// A text cell starting with = + - @ is prefixed with ' so a spreadsheet does not run it as a formula.
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => unknown;
}

function cell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return lines.join('\r\n') + '\r\n';
}
