// Writes one backup file: the database (all of it, or one school's rows and schema) read in one
// REPEATABLE READ transaction, so every table is seen at the same moment (every write committed
// before the backup began is in it, nothing committed later is), plus the uploaded files.
import fs from 'node:fs';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import tar from 'tar-stream';
import { listSequences, listTables, migrationVersions, tenantSchemas } from './catalog.ts';
import { copyFilesOut } from './files-out.ts';
import { FORMAT, HEADER, MANIFEST, type Header, type Manifest } from './format.ts';
import { copyTableOut } from './table-out.ts';
import { isTenantTable, tenantFilters, type TenantFilter } from './tenant-rows.ts';
import { putJson } from './tar-out.ts';
import { sessionSettings } from './session.ts';

export interface BackupOptions {
  databaseUrl: string;
  /** DATA_DIR/files with local storage; undefined with s3 (the bucket is backed up on its own) */
  filesDir?: string;
  filesStorage: 'local' | 's3';
  outFile: string;
  /** one school's schema */
  tenant?: string;
  /** called with the exported snapshot's id before any row is read (tests compare against it) */
  onSnapshot?: (snapshot: string) => Promise<void>;
}

export class BackupError extends Error {}

export async function writeBackup(opts: BackupOptions): Promise<{ header: Header; manifest: Manifest }> {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  const pack = tar.pack();
  const tmp = `${opts.outFile}.part`;
  const written = pipeline(pack, createGzip({ level: 3 }), fs.createWriteStream(tmp, { mode: 0o600 }));
  written.catch(() => undefined); // awaited below; an early failure must not go unhandled
  try {
    await client.query(sessionSettings);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id;
    await opts.onSnapshot?.(snapshot);
    const header = await readHeader(client, opts);
    const filter: TenantFilter | undefined = opts.tenant
      ? await tenantFilters(client, await tenantIdOf(client, opts.tenant), opts.tenant)
      : undefined;
    await putJson(pack, HEADER, header);
    const manifest: Manifest = { tables: [], files: { count: 0, bytes: 0 }, finishedAt: '' };
    for (const table of header.tables) {
      const res = await copyTableOut(client, pack, table, filter?.(table) ?? undefined);
      manifest.tables.push({ schema: table.schema, name: table.name, ...res });
    }
    await client.query('COMMIT');
    if (opts.filesDir) manifest.files = await copyFilesOut(pack, opts.filesDir, opts.tenant);
    manifest.finishedAt = new Date().toISOString();
    await putJson(pack, MANIFEST, manifest);
    pack.finalize();
    await written;
    fs.renameSync(tmp, opts.outFile);
    return { header, manifest };
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => undefined);
    fs.rmSync(tmp, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}

async function tenantIdOf(client: pg.ClientBase, schema: string): Promise<number> {
  const res = await client.query<{ id: number }>(`SELECT id FROM platform.tenants WHERE config->>'schema_name' = $1`, [
    schema,
  ]);
  if (!res.rows[0]) throw new BackupError(`No school has the schema ${schema}`);
  return res.rows[0].id;
}

async function readHeader(client: pg.ClientBase, opts: BackupOptions): Promise<Header> {
  const schemas = opts.tenant ? [opts.tenant] : await tenantSchemas(client);
  const platform = await listTables(client, ['platform']);
  const tables = [...(opts.tenant ? platform.filter(isTenantTable) : platform), ...(await listTables(client, schemas))];
  return {
    format: FORMAT,
    kind: opts.tenant ? 'tenant' : 'full',
    createdAt: new Date().toISOString(),
    ...(opts.tenant ? { tenant: opts.tenant } : {}),
    versions: await migrationVersions(client, ['platform', ...schemas]),
    tables,
    sequences: await listSequences(client, opts.tenant ? schemas : ['platform', ...schemas]),
    filesStorage: opts.filesStorage,
  };
}
