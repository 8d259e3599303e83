// Restores a whole-instance backup into an empty database (and an empty files folder): the schema
// is built by the versioned migrations up to the versions the backup recorded, then every table's
// rows are loaded in one transaction with foreign-key triggers off (the rows are one consistent
// snapshot, loaded in any order), sequences are set, counts and checksums are checked, and only
// then is it committed and the files put in place. Migrations newer than the backup follow.
import fs from 'node:fs';
import { sql } from 'kysely';
import { migrateAll } from '../db/migrate.ts';
import { FORMAT, HEADER, ident, qualified, type Header, type Manifest } from './format.ts';
import { loadEntries, RestoreError } from './load.ts';
import { checkKnown, migrateTo } from './migrate-to.ts';
import { openEntries, readAll, type Entry } from './tar-in.ts';
import { folderHasFiles, openTarget, putFilesInPlace, stagingFolder, userTableCount, type Target } from './target.ts';

export interface RestoreOptions {
  databaseUrl: string;
  /** DATA_DIR/files with local storage */
  filesDir?: string;
  file: string;
}

export async function readHeader(entries: AsyncIterator<Entry>): Promise<Header> {
  const first = await entries.next();
  if (first.done || first.value.header.name !== HEADER) throw new RestoreError('Not a backup file: no header first');
  const header = JSON.parse((await readAll(first.value)).toString('utf8')) as Header;
  if (header.format !== FORMAT) throw new RestoreError(`Unknown backup format: ${header.format}`);
  checkKnown(header.versions);
  return header;
}

/** Foreign-key and other triggers off for this transaction (needs a superuser, as the embedded server's is). */
export async function triggersOff(t: Target) {
  await t.client.query('SET LOCAL session_replication_role = replica');
}

export async function setSequences(t: Target, header: Header) {
  for (const s of header.sequences) {
    await t.client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [qualified(s), s.value, s.called]);
  }
}

export async function restoreFull(opts: RestoreOptions): Promise<{ header: Header; manifest: Manifest }> {
  const entries = (await openEntries(opts.file))[Symbol.asyncIterator]();
  const header = await readHeader(entries);
  if (header.kind !== 'full') throw new RestoreError('This is a one-school backup: restore it with --tenant');
  const t = await openTarget(opts.databaseUrl);
  const stage = opts.filesDir ? stagingFolder(opts.filesDir) : '';
  let prepared = false;
  try {
    if ((await userTableCount(t.client)) > 0) throw new RestoreError('The target database is not empty');
    if (opts.filesDir && folderHasFiles(opts.filesDir)) throw new RestoreError(`${opts.filesDir} is not empty`);
    prepared = true;
    await migrateTo(t.db, 'platform', header.versions.platform ?? []);
    for (const [scope, versions] of Object.entries(header.versions)) {
      if (scope !== 'platform') await migrateTo(t.db, scope, versions);
    }
    await t.client.query('BEGIN');
    await triggersOff(t);
    // rows the migrations seeded (default quotas, templates) give way to the backup's
    await t.client.query(`TRUNCATE ${header.tables.map(qualified).join(', ')}`);
    const manifest = await loadEntries(t.client, entries, header, qualified, stage);
    await setSequences(t, header);
    await t.client.query('COMMIT');
    if (opts.filesDir) putFilesInPlace(stage, opts.filesDir);
    await migrateAll(t.db);
    return { header, manifest };
  } catch (err) {
    await t.client.query('ROLLBACK').catch(() => undefined);
    if (prepared) await dropPrepared(t, header);
    throw err;
  } finally {
    if (stage) fs.rmSync(stage, { recursive: true, force: true });
    await t.close();
  }
}

/** A failed restore leaves the database as empty as it found it, so it can be tried again. */
async function dropPrepared(t: Target, header: Header) {
  for (const scope of Object.keys(header.versions).reverse()) {
    await sql
      .raw(`DROP SCHEMA IF EXISTS ${ident(scope)} CASCADE`)
      .execute(t.db)
      .catch(() => undefined);
  }
}
