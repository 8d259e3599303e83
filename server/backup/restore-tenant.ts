// Imports one school's backup into another instance (moving a school, or handing its data back):
// refused when the schema, the school's name or its files folder already exist there, or when
// the instance's platform schema is older than the backup's. The school's schema is built by the
// migrations to the backup's versions, its rows and its platform rows are loaded in one
// transaction (the platform rows through staging tables, given fresh ids, remap.ts), counts and
// checksums are checked, then it commits, the files go in place and newer migrations follow.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateTenant } from '../db/migrate.ts';
import { schemaExists } from './catalog.ts';
import { ident, qualified, type Header, type Manifest, type TableInfo } from './format.ts';
import { loadEntries, RestoreError } from './load.ts';
import { migrateTo } from './migrate-to.ts';
import { remapIds, stagingTable } from './remap.ts';
import { readHeader, setSequences, triggersOff, type RestoreOptions } from './restore.ts';
import { openEntries } from './tar-in.ts';
import { folderHasFiles, openTarget, putFilesInPlace, stagingFolder, type Target } from './target.ts';

export async function restoreTenant(opts: RestoreOptions): Promise<{ header: Header; manifest: Manifest }> {
  const entries = (await openEntries(opts.file))[Symbol.asyncIterator]();
  const header = await readHeader(entries);
  const schema = header.tenant;
  if (header.kind !== 'tenant' || !schema)
    throw new RestoreError('This is a whole-instance backup: restore it without --tenant');
  const t = await openTarget(opts.databaseUrl);
  const stage = opts.filesDir ? stagingFolder(opts.filesDir) : '';
  let created = false;
  try {
    await checkTarget(t, header, schema, opts.filesDir);
    created = true;
    await migrateTo(t.db, schema, header.versions[schema] ?? []);
    const platform = header.tables.filter((x) => x.schema === 'platform');
    await t.client.query('BEGIN');
    await triggersOff(t);
    for (const p of platform) {
      await t.client.query(`CREATE TEMP TABLE ${ident(`import_${p.name}`)} (LIKE ${qualified(p)}) ON COMMIT DROP`);
    }
    const relationOf = (x: TableInfo) => (x.schema === 'platform' ? stagingTable(x.name) : qualified(x));
    const manifest = await loadEntries(t.client, entries, header, relationOf, stage);
    await remapIds(
      t.client,
      platform.map((p) => p.name),
      schema,
    );
    for (const p of platform) {
      const cols = p.columns.map(ident).join(', ');
      await t.client.query(`INSERT INTO ${qualified(p)} (${cols}) SELECT ${cols} FROM ${stagingTable(p.name)}`);
    }
    await setSequences(t, { ...header, sequences: header.sequences.filter((s) => s.schema === schema) });
    await t.client.query('COMMIT');
    if (opts.filesDir) putFilesInPlace(stage, opts.filesDir);
    await migrateTenant(t.db, schema);
    return { header, manifest };
  } catch (err) {
    await t.client.query('ROLLBACK').catch(() => undefined);
    if (created)
      await sql
        .raw(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`)
        .execute(t.db)
        .catch(() => undefined);
    throw explain(err);
  } finally {
    if (stage) fs.rmSync(stage, { recursive: true, force: true });
    await t.close();
  }
}

async function checkTarget(t: Target, header: Header, schema: string, filesDir?: string) {
  if (await schemaExists(t.client, schema)) throw new RestoreError(`The schema ${schema} already exists here`);
  const taken = await t.client.query(`SELECT 1 FROM platform.tenants WHERE config->>'schema_name' = $1 OR name = $1`, [
    schema,
  ]);
  if (taken.rowCount) throw new RestoreError(`A school named ${schema} already exists here`);
  const have = await t.client.query<{ version: string }>(
    `SELECT version FROM platform.schema_migrations WHERE scope = 'platform'`,
  );
  const versions = new Set(have.rows.map((r) => r.version));
  const missing = (header.versions.platform ?? []).filter((v) => !versions.has(v));
  if (missing.length)
    throw new RestoreError(`This instance's platform schema is older than the backup's (${missing.join(', ')})`);
  if (filesDir && folderHasFiles(path.join(filesDir, schema)))
    throw new RestoreError(`${filesDir}/${schema} is not empty`);
}

/** a clash with a row already there (an account's e-mail) said in words */
function explain(err: unknown) {
  const e = err as { code?: string; detail?: string; table?: string };
  if (e.code === '23505')
    return new RestoreError(`A row of this school clashes with one already here (${e.table}): ${e.detail}`);
  return err;
}
