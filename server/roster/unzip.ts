// A uploaded OneRoster zip, unpacked entry by entry into a private temporary folder as it streams
// (fflate's streaming Unzip), so neither the zip nor a CSV is ever held whole in memory. Entries
// other than the known CSV files, folders, and entries larger than MAX_ENTRY_BYTES are refused at
// the entry; what was unpacked is removed by the caller (`dispose`).
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { FILES, MAX_ENTRY_BYTES, OPTIONAL_ENTRIES } from './spec.ts';
import type { RosterError } from './errors.ts';

export interface Unpacked {
  dir: string;
  /** the CSV entries found, by file name (e.g. users.csv) */
  entries: Set<string>;
  errors: RosterError[];
  dispose(): Promise<void>;
}

const KNOWN = new Set([...FILES.map((f) => `${f.file}.csv`), ...OPTIONAL_ENTRIES]);

export async function unpackZip(zipPath: string, maxEntryBytes = MAX_ENTRY_BYTES): Promise<Unpacked> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oneroster-'));
  const entries = new Set<string>();
  const errors: RosterError[] = [];
  const dispose = () => rm(dir, { recursive: true, force: true });
  const refuse = (file: string, message: string) => errors.push({ file, line: 0, field: '', message });
  const onFile = (f: UnzipFile) => {
    const name = f.name;
    if (name.endsWith('/') || name.startsWith('__MACOSX/')) return;
    if (!KNOWN.has(name)) return void refuse(name, `Unexpected entry ${name} in the zip (only OneRoster CSV files)`);
    if (entries.has(name)) return void refuse(name, `${name} appears twice in the zip`);
    if ((f.originalSize ?? 0) > maxEntryBytes) return void refuse(name, `${name} is larger than the limit`);
    entries.add(name);
    const fd = openSync(path.join(dir, name), 'w');
    let bytes = 0;
    let open = true;
    f.ondata = (err, chunk, final) => {
      if (!open) return;
      if (err) {
        refuse(name, `${name} could not be unpacked: ${err.message}`);
      } else {
        bytes += chunk.length;
        if (bytes > maxEntryBytes) {
          refuse(name, `${name} is larger than the limit`);
          f.terminate();
        } else writeSync(fd, chunk);
      }
      if (err || final || bytes > maxEntryBytes) {
        open = false;
        closeSync(fd);
      }
    };
    f.start();
  };
  const unzip = new Unzip(onFile);
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(zipPath)) unzip.push(chunk as Uint8Array);
    unzip.push(new Uint8Array(0), true);
  } catch (e) {
    refuse('', `The upload is not a readable zip file (${(e as Error).message})`);
  }
  if (!entries.size && !errors.length) refuse('', 'The upload is not a zip of OneRoster CSV files');
  return { dir, entries, errors, dispose };
}
