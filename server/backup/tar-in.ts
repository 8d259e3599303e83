// Reading a backup file entry by entry, in the order written (gzip is recognised by its magic
// bytes, so a file unpacked by hand with gunzip still restores).
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar, { type Extract } from 'tar-stream';

/** one entry of the tar as it is read */
export type Entry = Extract extends AsyncIterable<infer S> ? S : never;

export async function openEntries(file: string): Promise<AsyncIterable<Entry>> {
  const fh = await fs.promises.open(file);
  const magic = Buffer.alloc(2);
  await fh.read(magic, 0, 2, 0);
  await fh.close();
  const raw: Readable = fs.createReadStream(file);
  const extract = tar.extract();
  const source = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  return extract;
}

export async function readAll(entry: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of entry) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
