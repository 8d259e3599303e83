// One CSV file of the bundle read as a stream of batches of rows keyed by its header, each row with
// its line number, by csv-parse; a header without a required column, or a row that is not CSV, is a
// RosterError at its line instead of rows. Batches (what one chunk of the file holds) rather than
// one row per `await`, and the line taken from the parser's count as it emits a row rather than
// through `info: true`, which copies the parser's state for every row (docs/rostering.md, speed).
// A value is at most MAX_CELL_CHARS long and a record MAX_RECORD_CHARS (limits.ts): a longer one is
// an error at its line, and the parser stops at the record's limit instead of buffering on. A value
// the export guarded against spreadsheet formulas ('=...) is read as it was (unguardCell).
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { parse, type Parser } from 'csv-parse';
import type { ErrorList } from './errors.ts';
import type { FileSpec } from './spec.ts';
import { unguardCell } from '../../src/shared/csv.ts';
import { MAX_CELL_CHARS, MAX_RECORD_CHARS } from './limits.ts';

export interface CsvRow {
  line: number;
  get(column: string): string;
}

class Row implements CsvRow {
  constructor(
    readonly line: number,
    private readonly record: string[],
    private readonly index: Map<string, number>,
  ) {}
  get(column: string) {
    return unguardCell(this.record[this.index.get(column) ?? -1] ?? '');
  }
}

interface Numbered {
  record: string[];
  line: number;
}

/** The parser's records, each with the line the parser had reached when it emitted it. */
function numbered(parser: Parser) {
  const state: { ended: boolean; error?: Error } = { ended: false };
  const push = parser.push.bind(parser);
  parser.push = (record: string[] | null) => {
    if (record === null) state.ended = true;
    return push(record === null ? null : { record, line: parser.info.lines });
  };
  // kept until the end: an error while the caller writes a batch is thrown at the next read
  parser.on('error', (e: Error) => (state.error = e));
  return state;
}

export async function* csvBatches(dir: string, spec: FileSpec, errors: ErrorList): AsyncGenerator<CsvRow[]> {
  const name = `${spec.file}.csv`;
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const state = numbered(parser);
  const file = createReadStream(path.join(dir, name));
  file.pipe(parser);
  let index: Map<string, number> | undefined;
  let header: string[] = [];
  try {
    for (;;) {
      const batch: CsvRow[] = [];
      for (let r: Numbered | null; (r = parser.read() as Numbered | null) !== null;) {
        if (index) {
          // the row is checked on but, as after any error, nothing more is written
          for (let i = 0; i < r.record.length; i++)
            if (r.record[i].length > MAX_CELL_CHARS) {
              const column = header[i] ?? `column ${i + 1}`;
              const message = `${column} is longer than ${MAX_CELL_CHARS.toLocaleString('en')} characters`;
              errors.add(name, r.line, header[i] ?? '', message);
            }
          batch.push(new Row(r.line, r.record, index));
          continue;
        }
        header = r.record;
        index = new Map(r.record.map((c, i) => [c, i]));
        const missing = spec.required.filter((c) => !index!.has(c));
        for (const c of missing) errors.add(name, r.line, c, `The header has no column ${c}`);
        if (missing.length) return;
      }
      if (batch.length) yield batch;
      else if (state.error) throw state.error;
      else if (state.ended) break;
      else await once(parser, 'readable');
    }
  } catch (e) {
    const err = e as Error & { lines?: number; code?: string };
    const long = `A row is longer than ${MAX_RECORD_CHARS.toLocaleString('en')} characters`;
    errors.add(name, err.lines ?? 0, '', err.code === 'CSV_MAX_RECORD_SIZE' ? long : `Not valid CSV: ${err.message}`);
    return; // rows before the error in its chunk (the header, maybe) are dropped with the parser
  } finally {
    file.destroy();
    parser.destroy();
  }
  if (!index) errors.add(name, 1, '', `${name} is empty: it needs at least its header line`);
}
