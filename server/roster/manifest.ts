// manifest.csv, the control file every OneRoster 1.2 bundle carries: `propertyName,value` rows such
// as `oneroster.version,1.2` and one `file.<name>` per file of the binding, `absent`, `bulk` or
// `delta`. A zip without it is refused; each `file.*` row must name a file of the binding, with one
// of those values, and agree with the zip (a file listed absent is not in it, one listed bulk or
// delta is). A delta file is read as a bulk one: rows are matched by sourcedId and `tobedeleted`
// removes, so a row left out of either changes nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../../src/shared/csv.ts';
import type { RosterError } from './errors.ts';
import { BINDING_FILES, MANIFEST } from './spec.ts';

const MODES = ['absent', 'bulk', 'delta'];
const BINDING = new Set<string>(BINDING_FILES);

/** The manifest's problems; `inZip` names every CSV entry of the zip (read or skipped). */
export async function checkManifest(dir: string, inZip: Set<string>): Promise<RosterError[]> {
  const errors: RosterError[] = [];
  const err = (line: number, field: string, message: string) => errors.push({ file: MANIFEST, line, field, message });
  if (!inZip.has(MANIFEST)) {
    err(0, '', 'The zip has no manifest.csv: a OneRoster 1.2 bundle lists its files in it');
    return errors;
  }
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    const text = await readFile(path.join(dir, MANIFEST));
    rows = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true, info: true });
  } catch (e) {
    err((e as { lines?: number }).lines ?? 0, '', `Not valid CSV: ${(e as Error).message}`);
    return errors;
  }
  const [head, ...props] = rows;
  if (head?.record[0] !== 'propertyName' || head?.record[1] !== 'value') {
    err(1, '', 'The header must be propertyName,value');
    return errors;
  }
  for (const { record, info } of props) {
    const [name = '', value = ''] = record;
    const line = info.lines;
    if (!name.startsWith('file.')) continue;
    const file = name.slice('file.'.length);
    const csv = `${file}.csv`;
    if (!BINDING.has(file)) err(line, 'propertyName', `${name} is not a file of the OneRoster 1.2 CSV binding`);
    else if (!MODES.includes(value)) err(line, 'value', `${name} must be absent, bulk or delta, not ${value}`);
    else if (value === 'absent' && inZip.has(csv)) err(line, 'value', `${name} is absent but the zip has ${csv}`);
    else if (value !== 'absent' && !inZip.has(csv)) err(line, 'value', `${name} is ${value} but the zip has no ${csv}`);
  }
  return errors;
}

/** The manifest of a bundle holding the files `written` (e.g. users): bulk for those, absent for the rest. */
export function manifestCsv(written: ReadonlySet<string>, systemCode: string): string {
  const rows = [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...BINDING_FILES.map((f) => [`file.${f}`, written.has(f) ? 'bulk' : 'absent']),
    ['source.systemName', 'LMS'],
    ['source.systemCode', systemCode],
  ];
  return toCsv(rows, [
    { title: 'propertyName', value: (r) => r[0] },
    { title: 'value', value: (r) => r[1] },
  ]);
}
