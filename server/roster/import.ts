// THE OneRoster import (CONTRACTS.md section 8, docs/rostering.md): unpack the zip, check every
// row of every file (pass 1), and only when nothing is wrong write it all in one transaction
// (pass 2). A dry run does the same writes and rolls them back, so its counts are exactly what a
// commit would do. `importOneRoster` is also what the benchmark calls (bench/).
import type { Db } from '../db/database.ts';
import { ErrorList, type RosterError } from './errors.ts';
import { unpackZip } from './unzip.ts';
import { validateBundle } from './validate.ts';
import { writeBundle, type CountsByFile } from './write.ts';

export interface ImportResult {
  dryRun: boolean;
  /** false when the bundle was refused (nothing written) */
  ok: boolean;
  counts: CountsByFile;
  errors: RosterError[];
}

class RollBack extends Error {
  constructor(readonly counts: CountsByFile) {
    super('dry run');
  }
}

/** Imports the OneRoster zip at `zipPath` into the tenant schema `schema` (a trusted name). */
export async function importOneRoster(
  db: Db,
  schema: string,
  zipPath: string,
  opts: { dryRun?: boolean } = {},
): Promise<ImportResult> {
  const dryRun = Boolean(opts.dryRun);
  const unpacked = await unpackZip(zipPath);
  try {
    if (unpacked.errors.length) return { dryRun, ok: false, counts: {}, errors: unpacked.errors };
    return await importRosterDir(db, schema, unpacked.dir, unpacked.entries, { dryRun });
  } finally {
    await unpacked.dispose();
  }
}

/**
 * Passes 1 and 2 over the OneRoster CSV files in `dir` (`entries` names those present). The zip
 * upload and the SKY API import (server/sky/import.ts, which writes the files itself) both end here.
 */
export async function importRosterDir(
  db: Db,
  schema: string,
  dir: string,
  entries: Set<string>,
  opts: { dryRun?: boolean } = {},
): Promise<ImportResult> {
  const dryRun = Boolean(opts.dryRun);
  const errors = new ErrorList();
  const checked = await validateBundle(db, schema, dir, entries, errors);
  if (errors.items.length) return { dryRun, ok: false, counts: {}, errors: errors.items };
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const c = await writeBundle(trx, schema, dir, checked, errors);
      if (dryRun || errors.items.length) throw new RollBack(c);
      return c;
    });
    return { dryRun, ok: true, counts, errors: [] };
  } catch (e) {
    if (e instanceof RollBack) return { dryRun, ok: !errors.items.length, counts: e.counts, errors: errors.items };
    // a rule only the database knows (e.g. two terms with one name in a year): refused whole
    const message = (e as Error).message;
    return {
      dryRun,
      ok: false,
      counts: {},
      errors: [{ file: '', line: 0, field: '', message: `Not written: ${message}` }],
    };
  }
}
