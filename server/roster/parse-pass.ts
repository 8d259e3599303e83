// The CPU-bound half of an import's one pass (import.ts): every CSV file of the bundle read in
// READ_ORDER with csv-parse (csv-rows.ts), each row checked (validate.ts, row-checks.ts) and turned
// into what it asks the writes to do (row-ops.ts). It runs in the import's worker thread
// (parse-worker.ts) and says what it found as messages: per batch of rows the new errors and the
// writes, per file its end (users.csv with its e-mail addresses), and at the end the users with
// a role. The main thread writes and checks against the database (import.ts, school-ids.ts).
import { threadId } from 'node:worker_threads';
import { ErrorList, type RosterError } from './errors.ts';
import { csvBatches } from './csv-rows.ts';
import { Checker, READ_ORDER, type EmailUse, type SchoolIds } from './validate.ts';
import { rowOp, type RowOp } from './row-ops.ts';
import type { RosterFile } from './spec.ts';

export type PassMessage =
  | { t: 'batch'; file: RosterFile; errors: RosterError[]; ops: RowOp[] }
  | { t: 'end'; file: RosterFile; errors: RosterError[]; emails?: EmailUse[] }
  /** `threadId`: the thread that read the files (the worker's, never the main thread's 0) */
  | { t: 'done'; errors: RosterError[]; users: string[]; threadId: number };

export async function* parsePass(dir: string, entries: string[], school: SchoolIds): AsyncGenerator<PassMessage> {
  const errors = new ErrorList();
  let sent = 0;
  /** the errors found since the last message */
  const fresh = () => errors.items.slice(sent, (sent = errors.items.length));
  const present = new Set(entries);
  const checker = new Checker(errors, school, present);
  for (const spec of READ_ORDER) {
    if (!present.has(`${spec.file}.csv`) || errors.full) continue;
    const check = checker.file(spec);
    for await (const rows of csvBatches(dir, spec, errors)) {
      for (const row of rows) check.row(row);
      // after the first error nothing more is written: the rows are only checked
      const ops = errors.items.length
        ? []
        : rows.map((r) => rowOp(spec, r, checker.roles)).filter((o) => o !== undefined);
      yield { t: 'batch', file: spec.file, errors: fresh(), ops };
      if (errors.full) break;
    }
    check.end();
    const emails = spec.file === 'users' ? checker.emailUses() : undefined;
    yield { t: 'end', file: spec.file, errors: fresh(), emails };
  }
  yield { t: 'done', errors: fresh(), users: [...checker.roles.keys()], threadId };
}
