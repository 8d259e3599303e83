// Standards from a CSV with a header row: framework, code, statement, parent code, grade levels
// (grade levels separated by ; or |). One file may hold several frameworks; a code is unique in its
// framework and is the standard's identifier there. Errors name the line (the header is line 1).
import { parse } from 'csv-parse/sync';
import { checkHierarchy, refuse, type FrameworkIn, type StandardIn } from './framework.ts';

const HEADERS = ['framework', 'code', 'statement', 'parent code', 'grade levels'] as const;

export function readStandardsCsv(text: string): FrameworkIn[] {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (e) {
    throw refuse(`The CSV cannot be read: ${(e as Error).message}`, {});
  }
  const head = (rows[0] ?? []).map((h) => h.toLowerCase().replace(/_/g, ' '));
  const col = HEADERS.map((h) => head.indexOf(h));
  const missing = HEADERS.filter((_, i) => col[i] < 0 && i < 3);
  if (missing.length) throw refuse(`The CSV header lacks ${missing.join(', ')}`, { line: 1 });
  const frameworks = new Map<string, FrameworkIn>();
  rows.slice(1).forEach((r, i) => {
    const line = i + 2;
    const [framework, code, statement, parent, grades] = col.map((c) => (c < 0 ? '' : (r[c] ?? '')));
    if (!framework || !code || !statement)
      throw refuse(`Line ${line} needs a framework, a code and a statement`, { line });
    let f = frameworks.get(framework);
    if (!f) {
      f = { identifier: `csv:${framework}`, title: framework, subject: '', source: 'csv', standards: [] };
      frameworks.set(framework, f);
    }
    const gradeLevels = grades
      .split(/[;|]/)
      .map((g) => g.trim())
      .filter(Boolean);
    f.standards.push({ identifier: code, code, statement, parent: parent || null, gradeLevels, at: `line ${line}` });
  });
  if (frameworks.size === 0) throw refuse('The CSV has no standards', { line: 1 });
  const lineOf = (s: StandardIn) => ({ line: Number(s.at.replace('line ', '')) });
  return [...frameworks.values()].map((f) => checkHierarchy(f, lineOf));
}
