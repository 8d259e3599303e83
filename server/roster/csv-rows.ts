// One CSV file of the bundle read as a stream of rows keyed by its header, each with its line
// number, by csv-parse; a header without a required column, or a row that is not CSV, is a
// RosterError at its line instead of a row.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import type { ErrorList } from './errors.ts';
import type { FileSpec } from './spec.ts';

export interface CsvRow {
  line: number;
  get(column: string): string;
}

export async function* csvRows(dir: string, spec: FileSpec, errors: ErrorList): AsyncGenerator<CsvRow> {
  const name = `${spec.file}.csv`;
  const parser = createReadStream(path.join(dir, name)).pipe(
    parse({ bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true }),
  );
  let index: Map<string, number> | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!index) {
        index = new Map(record.map((c, i) => [c, i]));
        const missing = spec.required.filter((c) => !index!.has(c));
        for (const c of missing) errors.add(name, info.lines, c, `The header has no column ${c}`);
        if (missing.length) return;
        continue;
      }
      const cols = index;
      yield { line: info.lines, get: (c) => record[cols.get(c) ?? -1] ?? '' };
    }
  } catch (e) {
    const err = e as Error & { lines?: number };
    errors.add(name, err.lines ?? 0, '', `Not valid CSV: ${err.message}`);
  }
  if (!index) errors.add(name, 1, '', `${name} is empty: it needs at least its header line`);
}
