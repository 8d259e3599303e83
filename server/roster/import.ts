// THE OneRoster import (CONTRACTS.md section 8, docs/rostering.md): unpack the zip, then read each
// file once inside one transaction, checking every row and writing it while nothing is wrong; any
// error rolls the whole transaction back, so a bad bundle changes nothing. A dry run does the same
// writes and rolls them back, so its counts are exactly what a commit would do. The files are read
// and checked in a worker thread (parse-thread.ts), so other requests are answered meanwhile; this
// thread only writes what it is sent. `importOneRoster` is also what the benchmark calls (bench/).
// A plain students.csv takes the same path as a bundle made from it (`importStudentsCsv`).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { ErrorList, type RosterError } from './errors.ts';
import type { Unpacked } from './unzip.ts';
import { unpackStudentsCsv } from './students-csv.ts';
import { READ_ORDER } from './validate.ts';
import { fileWriter, WriteChain, type CountsByFile } from './write.ts';
import { parseInWorker, RosterWorkerFailed, unpackInWorker } from './parse-thread.ts';
import { checkEmails, schoolIds } from './school-ids.ts';
import { FILES } from './spec.ts';
import { accountCandidates, type AccountChoice } from './accounts.ts';
import { checkManifest } from './manifest.ts';

export interface ImportResult {
  dryRun: boolean;
  /** false when the bundle was refused (nothing written) */
  ok: boolean;
  counts: CountsByFile;
  errors: RosterError[];
  /** the sourcedIds of the bundle's users (for the sign-in accounts made after commit) */
  users: string[];
  /** files of the OneRoster binding in the zip that the school does not keep (not read) */
  skipped: Skipped[];
  /** why the upload was refused as too large (limits.ts), when it was */
  tooLarge?: string;
  /** the database's own error when it refused the import in a way no row explains (logged, not answered) */
  cause?: unknown;
}

export interface Skipped {
  file: string;
  message: string;
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

/** Imports the OneRoster zip at `zipPath` into the tenant `tenant`. */
export async function importOneRoster(db: Db, tenant: Tenant, zipPath: string, opts: ImportOptions = {}) {
  let unpacked: Unpacked;
  try {
    unpacked = await unpackInWorker(zipPath);
  } catch (e) {
    if (!(e instanceof RosterWorkerFailed)) throw e;
    return { ...workerFailed(e), dryRun: Boolean(opts.dryRun) };
  }
  // the manifest names the zip's files; a zip that is not one (or too large) has no manifest to check
  const read = !unpacked.tooLarge && (unpacked.entries.size > 0 || unpacked.skipped.length > 0);
  const manifest = () => checkManifest(unpacked.dir, new Set([...unpacked.entries, ...unpacked.skipped]));
  return importUnpacked(db, tenant, unpacked, opts, read ? manifest : undefined);
}

/** Imports a plain students.csv (students-csv.ts) through the same checks and writes. */
export async function importStudentsCsv(db: Db, tenant: Tenant, csvPath: string, opts: ImportOptions = {}) {
  const bundle = await unpackStudentsCsv(db, tenant, csvPath);
  const r = await importUnpacked(db, tenant, bundle, opts);
  return { ...r, errors: bundle.mapErrors(r.errors) };
}

const skippedFile = (file: string): Skipped => ({
  file,
  message: `${file} is part of OneRoster 1.2 but not something this school keeps: skipped, not read`,
});

/** Checks (with `precheck`, when given) and writes an unpacked bundle, then removes it. */
async function importUnpacked(
  db: Db,
  tenant: Tenant,
  unpacked: Unpacked,
  opts: ImportOptions,
  precheck?: () => Promise<RosterError[]>,
): Promise<ImportResult> {
  const dryRun = Boolean(opts.dryRun);
  const skipped = unpacked.skipped.map(skippedFile);
  const refused = (errors: RosterError[], tooLarge?: string) =>
    ({ dryRun, ok: false, counts: {}, errors, users: [], skipped, tooLarge }) satisfies ImportResult;
  try {
    const { tooLarge } = unpacked;
    if (tooLarge) return refused([{ file: '', line: 0, field: '', message: tooLarge }], tooLarge);
    const errors = [...unpacked.errors, ...((await precheck?.()) ?? [])];
    if (errors.length) return refused(errors);
    const r = await importRosterDir(db, tenant, unpacked.dir, unpacked.entries, { dryRun, accounts: opts.accounts });
    return { ...r, skipped };
  } finally {
    await unpacked.dispose();
  }
}

/**
 * Reads every file once in the worker thread, which checks each row; writes what it sends while no
 * error has been found (the worker and the database report errors into the same list).
 */
async function onePass(trx: Db, tenant: Tenant, dir: string, entries: Set<string>, errors: ErrorList) {
  const school = await schoolIds(trx, tenant);
  const chain = new WriteChain();
  const counts: CountsByFile = {};
  for (const spec of FILES) counts[`${spec.file}.csv`] = { create: 0, update: 0, delete: 0 };
  const writers = new Map(
    READ_ORDER.map((spec) => [spec.file, fileWriter(trx, tenant, spec, counts[`${spec.file}.csv`], chain, errors)]),
  );
  let users: string[] = [];
  for await (const m of parseInWorker(dir, [...entries], school)) {
    for (const e of m.errors) errors.add(e.file, e.line, e.field, e.message);
    if (m.t === 'done') users = m.users;
    else if (m.t === 'batch') {
      if (errors.full) break;
      // after the first error nothing more is written (the transaction is rolled back); the
      // worker still checks the rows so that the answer lists every problem
      if (errors.items.length) continue;
      const writer = writers.get(m.file)!;
      for (const op of m.ops) writer.add(op);
      await writer.flush();
    } else {
      if (!errors.items.length) await writers.get(m.file)!.flush(true);
      // e-mail addresses against the school's, once its people are written (the chain keeps the order)
      const emails = m.emails;
      if (emails) await chain.run(() => checkEmails(trx, tenant, emails, errors));
    }
  }
  await chain.settle();
  return { counts, users };
}

/**
 * The one pass over the OneRoster CSV files in `dir` (`entries` names those present) inside one
 * transaction, rolled back on any error and for a dry run. The zip upload and the SKY API import
 * (server/sky/import.ts, which writes the files itself) both end here.
 */
export async function importRosterDir(
  db: Db,
  tenant: Tenant,
  dir: string,
  entries: Set<string>,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const dryRun = Boolean(opts.dryRun);
  const errors = new ErrorList();
  let users: string[] = [];
  try {
    const counts = await db.transaction().execute(async (trx) => {
      // each batch matches a few thousand rows by sourcedId: probing the unique indexes beats the
      // hash of the whole table the planner picks per batch, often on stale statistics (docs/rostering.md, speed)
      await sql`SET LOCAL enable_hashjoin = off`.execute(trx);
      await sql`SET LOCAL enable_mergejoin = off`.execute(trx);
      const pass = await onePass(trx, tenant, dir, entries, errors);
      const c = pass.counts;
      users = pass.users;
      if (errors.items.length) throw new RollBack(c);
      // who the chosen sign-in accounts are for (made after commit, accounts.ts), also in a preview
      const people = await accountCandidates(trx, tenant, users, opts.accounts ?? 'none');
      if (opts.accounts && opts.accounts !== 'none')
        c['sign-in accounts'] = { create: people.filter((x) => x.email).length, update: 0, delete: 0 };
      if (dryRun) throw new RollBack(c);
      return c;
    });
    return { dryRun, ok: true, counts, errors: [], users, skipped: [] };
  } catch (e) {
    if (e instanceof RollBack && !errors.items.length)
      return { dryRun, ok: true, counts: e.counts, errors: [], users, skipped: [] };
    const refused = { dryRun, ok: false, counts: {}, users: [], skipped: [] };
    if (e instanceof RosterWorkerFailed) return { ...workerFailed(e), dryRun };
    // rows found wrong (by the checks, or refused by the database row by row: conflicts.ts)
    if (errors.items.length) return { ...refused, errors: byFileAndLine(errors.items) };
    // a refusal no row explains: the database's own words are logged by the caller, never answered
    const message = 'The database refused the roster; nothing was written';
    return { ...refused, errors: [{ file: '', line: 0, field: '', message }], cause: e };
  }
}

/** A worker thread that stopped before its answer (parse-thread.ts): refused, nothing written. */
function workerFailed(cause: RosterWorkerFailed): ImportResult {
  const message = 'The roster could not be read to the end; nothing was written. Try again';
  return {
    dryRun: false,
    ok: false,
    counts: {},
    errors: [{ file: '', line: 0, field: '', message }],
    users: [],
    skipped: [],
    cause,
  };
}

/** Errors in the files' order (orgs.csv first), then by line, whatever order they were read in. */
function byFileAndLine(items: RosterError[]) {
  const order = (f: string) => FILES.findIndex((s) => `${s.file}.csv` === f);
  return [...items].sort((a, b) => order(a.file) - order(b.file) || a.line - b.line);
}
