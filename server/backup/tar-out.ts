// Writing entries into the backup's tar with backpressure: each entry resolves once the tar
// stream has taken its bytes, so a slow disk slows the reading of the database, not memory.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pack } from 'tar-stream';

export function putBuffer(pack: Pack, name: string, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size: bytes.length, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
    entry.end(bytes);
  });
}

export async function putStream(pack: Pack, name: string, size: number, body: Readable, mtime?: Date) {
  const entry = pack.entry({ name, size, mode: 0o600, mtime }, () => undefined);
  const done = new Promise<void>((resolve, reject) => {
    entry.on('finish', resolve);
    entry.on('error', reject);
  });
  await pipeline(body, entry);
  await done;
}

export const putJson = (pack: Pack, name: string, value: unknown) =>
  putBuffer(pack, name, Buffer.from(JSON.stringify(value, null, 2)));
