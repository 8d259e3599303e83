// THE OneRoster import (CONTRACTS.md section 8, docs/rostering.md): unpack the zip, check every
// row of every file (pass 1), and only when nothing is wrong write it all in one transaction
// (pass 2). A dry run does the same writes and rolls them back, so its counts are exactly what a
// commit would do. `importOneRoster` is also what the benchmark calls (bench/). A plain students.csv
// takes the same path as a bundle made from it (`importStudentsCsv`).
import type { Db } from '../db/database.ts';
import { ErrorList, type RosterError } from './errors.ts';
import { unpackZip, type Unpacked } from './unzip.ts';
import { unpackStudentsCsv } from './students-csv.ts';
import { validateBundle } from './validate.ts';
import { writeBundle, type CountsByFile } from './write.ts';
import { accountCandidates, type AccountChoice } from './accounts.ts';

export interface ImportResult {
  dryRun: boolean;
  /** false when the bundle was refused (nothing written) */
  ok: boolean;
  counts: CountsByFile;
  errors: RosterError[];
  /** the sourcedIds of the bundle's users (for the sign-in accounts made after commit) */
  users: string[];
}

class RollBack extends Error {
  constructor(readonly counts: CountsByFile) {
    super('dry run');
  }
}

export interface ImportOptions {
  dryRun?: boolean;
  accounts?: AccountChoice;
}

/** Imports the OneRoster zip at `zipPath` into the tenant schema `schema` (a trusted name). */
export async function importOneRoster(db: Db, schema: string, zipPath: string, opts: ImportOptions = {}) {
  return importUnpacked(db, schema, await unpackZip(zipPath), opts);
}

/** Imports a plain students.csv (students-csv.ts) through the same checks and writes. */
export async function importStudentsCsv(db: Db, schema: string, csvPath: string, opts: ImportOptions = {}) {
  const bundle = await unpackStudentsCsv(db, schema, csvPath);
  const r = await importUnpacked(db, schema, bundle, opts);
  return { ...r, errors: bundle.mapErrors(r.errors) };
}

/** Checks and writes an unpacked bundle, then removes it. */
async function importUnpacked(db: Db, schema: string, unpacked: Unpacked, opts: ImportOptions): Promise<ImportResult> {
  const dryRun = Boolean(opts.dryRun);
  try {
    if (unpacked.errors.length) return { dryRun, ok: false, counts: {}, errors: unpacked.errors, users: [] };
    return await importRosterDir(db, schema, unpacked.dir, unpacked.entries, { dryRun, accounts: opts.accounts });
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
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const dryRun = Boolean(opts.dryRun);
  const errors = new ErrorList();
  const checked = await validateBundle(db, schema, dir, entries, errors);
  const users = [...checked.roles.keys()];
  if (errors.items.length) return { dryRun, ok: false, counts: {}, errors: errors.items, users: [] };
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const c = await writeBundle(trx, schema, dir, checked, errors);
      // who the chosen sign-in accounts are for (made after commit, accounts.ts), also in a preview
      const people = await accountCandidates(trx, schema, users, opts.accounts ?? 'none');
      if (opts.accounts && opts.accounts !== 'none')
        c['sign-in accounts'] = { create: people.filter((x) => x.email).length, update: 0, delete: 0 };
      if (dryRun || errors.items.length) throw new RollBack(c);
      return c;
    });
    return { dryRun, ok: true, counts, errors: [], users };
  } catch (e) {
    if (e instanceof RollBack)
      return { dryRun, ok: !errors.items.length, counts: e.counts, errors: errors.items, users };
    // a rule only the database knows (e.g. two terms with one name in a year): refused whole
    const message = (e as Error).message;
    return {
      dryRun,
      ok: false,
      counts: {},
      errors: [{ file: '', line: 0, field: '', message: `Not written: ${message}` }],
      users: [],
    };
  }
}
