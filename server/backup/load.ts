// The restore's reading loop after the header: each table part is loaded with COPY FROM into the
// relation the caller names, files go into a staging folder, and at the manifest (the last entry)
// every table's row count and SHA-256 are compared with what was loaded; any difference throws,
// and the caller's transaction is rolled back.
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FILES_PREFIX, ident, MANIFEST, tableKey, type Header, type Manifest, type TableInfo } from './format.ts';
import { readAll, type Entry } from './tar-in.ts';

export class RestoreError extends Error {}

interface Loaded {
  rows: number;
  hash: Hash;
}

export async function loadEntries(
  client: pg.ClientBase,
  entries: AsyncIterator<Entry>,
  header: Header,
  relationOf: (t: TableInfo) => string,
  filesStage: string,
): Promise<Manifest> {
  const tables = new Map(header.tables.map((t) => [tableKey(t), t]));
  const loaded = new Map<string, Loaded>();
  for (;;) {
    const next = await entries.next();
    if (next.done) throw new RestoreError('The backup file ends before its manifest: it is incomplete');
    const entry = next.value;
    const name = entry.header.name;
    if (name === MANIFEST) {
      const manifest = JSON.parse((await readAll(entry)).toString('utf8')) as Manifest;
      verify(manifest, loaded, header);
      return manifest;
    }
    if (name.startsWith('data/')) {
      const key = name.split('/')[1];
      const table = tables.get(key);
      if (!table) throw new RestoreError(`The backup holds rows for a table its header does not list: ${key}`);
      const state = loaded.get(key) ?? { rows: 0, hash: createHash('sha256') };
      loaded.set(key, state);
      const tap = new Transform({
        transform(chunk: Buffer, _enc, done) {
          state.hash.update(chunk);
          done(null, chunk);
        },
      });
      const cols = table.columns.map(ident).join(', ');
      const copy = client.query(copyFrom(`COPY ${relationOf(table)} (${cols}) FROM STDIN`));
      await pipeline(entry, tap, copy);
      state.rows += copy.rowCount ?? 0;
    } else if (name.startsWith(FILES_PREFIX)) {
      const target = path.resolve(filesStage, name.slice(FILES_PREFIX.length));
      if (!target.startsWith(path.resolve(filesStage) + path.sep)) throw new RestoreError(`Unsafe file name: ${name}`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(entry, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      if (entry.header.mtime) fs.utimesSync(target, entry.header.mtime, entry.header.mtime);
    } else {
      entry.resume();
    }
  }
}

function verify(manifest: Manifest, loaded: Map<string, Loaded>, header: Header) {
  const problems: string[] = [];
  for (const t of manifest.tables) {
    const got = loaded.get(tableKey(t));
    const sha = got?.hash.digest('hex');
    if (!got || got.rows !== t.rows || sha !== t.sha256) {
      problems.push(
        `${tableKey(t)}: ${got?.rows ?? 0} rows loaded, ${t.rows} in the backup${sha === t.sha256 ? '' : ' (checksum differs)'}`,
      );
    }
  }
  if (manifest.tables.length !== header.tables.length) problems.push('the manifest does not list every table');
  if (problems.length) throw new RestoreError(`The backup does not check out: ${problems.join('; ')}`);
}
