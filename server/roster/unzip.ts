// An uploaded OneRoster zip, unpacked entry by entry into a private temporary folder as it streams
// (fflate's streaming Unzip), so neither the zip nor a CSV is ever held whole in memory. The zip
// is pushed in small slices with a turn of the event loop between chunks, and what comes out is
// counted (limits.ts): an entry or the whole over its limit, or far more out than went in (a zip
// bomb), stops the unpacking at once and the upload is refused as too large. Entries: manifest.csv
// and the files the school imports are unpacked; the binding's other files are inflated only to
// be counted, and reported as skipped; anything else, a folder, or a repeated entry is refused.
// What was unpacked is removed by the caller (`dispose`).
import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { BINDING_FILES, FILES, MANIFEST } from './spec.ts';
import type { RosterError } from './errors.ts';
import { MAX_MANIFEST_BYTES, RATIO_SLACK, megabytes, rosterLimits, type RosterLimits } from './limits.ts';

export interface Unpacked {
  dir: string;
  /** the entries unpacked into `dir`, by file name (e.g. users.csv, manifest.csv) */
  entries: Set<string>;
  /** files of the binding the school does not import (e.g. userProfiles.csv): counted, not read */
  skipped: string[];
  errors: RosterError[];
  /** why the upload was refused as too large (answered 413), when it was */
  tooLarge?: string;
  dispose(): Promise<void>;
}

const READ = new Set([MANIFEST, ...FILES.map((f) => `${f.file}.csv`)]);
const BINDING = new Set(BINDING_FILES.map((f) => `${f}.csv`));
/** bytes of the zip given to the inflater at once: at most about 4 MB come out of one push */
const SLICE = 4096;

export async function unpackZip(zipPath: string, limits: RosterLimits = rosterLimits()): Promise<Unpacked> {
  const dir = await mkdtemp(path.join(tmpdir(), 'oneroster-'));
  const entries = new Set<string>();
  const seen = new Set<string>();
  const skipped: string[] = [];
  const errors: RosterError[] = [];
  const fds = new Set<number>();
  const count = { in: 0, out: 0, tooLarge: undefined as string | undefined };
  const refuse = (file: string, message: string) => errors.push({ file, line: 0, field: '', message });
  const over = (name: string, bytes: number, max: number) => {
    if (bytes > max) return `${name} unpacks to more than ${megabytes(max)}`;
    if (count.out > limits.maxTotalBytes) return `The zip unpacks to more than ${megabytes(limits.maxTotalBytes)}`;
    if (count.out > limits.maxRatio * count.in + RATIO_SLACK)
      return `${name} unpacks to more than ${limits.maxRatio} times its packed size: not a roster`;
  };
  const onFile = (f: UnzipFile) => {
    const name = f.name;
    if (count.tooLarge || name.endsWith('/') || name.startsWith('__MACOSX/')) return;
    if (!READ.has(name) && !BINDING.has(name))
      return void refuse(name, `Unexpected entry ${name} in the zip (only the files of the OneRoster 1.2 CSV binding)`);
    if (seen.has(name)) return void refuse(name, `${name} appears twice in the zip`);
    seen.add(name);
    const max = name === MANIFEST ? MAX_MANIFEST_BYTES : limits.maxEntryBytes;
    if ((f.originalSize ?? 0) > max) return void (count.tooLarge = `${name} unpacks to more than ${megabytes(max)}`);
    const keep = READ.has(name);
    if (keep) entries.add(name);
    else skipped.push(name);
    let fd = keep ? openSync(path.join(dir, name), 'w') : undefined;
    if (fd !== undefined) fds.add(fd);
    const close = () => {
      if (fd === undefined) return;
      closeSync(fd);
      fds.delete(fd);
      fd = undefined;
    };
    let bytes = 0;
    let open = true;
    f.ondata = (err, chunk, final) => {
      if (!open) return;
      if (err) refuse(name, `${name} could not be unpacked: ${err.message}`);
      else {
        bytes += chunk.length;
        count.out += chunk.length;
        count.tooLarge ??= over(name, bytes, max);
        if (count.tooLarge) f.terminate();
        else if (fd !== undefined) writeSync(fd, chunk);
      }
      if (err || final || count.tooLarge) {
        open = false;
        close();
      }
    };
    f.start();
  };
  const unzip = new Unzip(onFile);
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(zipPath)) {
      const buf = chunk as Buffer;
      for (let i = 0; i < buf.length && !count.tooLarge; i += SLICE) {
        const slice = buf.subarray(i, i + SLICE);
        count.in += slice.length;
        unzip.push(slice);
      }
      if (count.tooLarge) break;
      // other requests are served between chunks of the zip
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!count.tooLarge) unzip.push(new Uint8Array(0), true);
  } catch (e) {
    refuse('', `The upload is not a readable zip file (${(e as Error).message})`);
  } finally {
    for (const fd of fds) closeSync(fd);
  }
  if (!seen.size && !errors.length && !count.tooLarge) refuse('', 'The upload is not a zip of OneRoster CSV files');
  return {
    dir,
    entries,
    skipped,
    errors,
    tooLarge: count.tooLarge,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
