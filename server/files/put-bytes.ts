// Stores bytes made on the server (a photo, a generated PDF) under a tenant key, through staging
// like an upload: the file appears whole at its key or not at all.
import { Readable } from 'node:stream';
import { ApiError } from '../errors.ts';
import type { FileStat, FileStorage } from './storage.ts';

export async function putBytes(
  storage: FileStorage,
  key: string,
  bytes: Buffer,
  contentType: string,
): Promise<FileStat> {
  const staged = await storage.stage(Readable.from([bytes]), {
    maxBytes: bytes.length,
    tooLarge: () => new ApiError(413, 'file_too_large', 'The file grew while it was stored'),
  });
  try {
    return await storage.publish(staged, key, { contentType });
  } catch (err) {
    await storage.discard(staged);
    throw err;
  }
}
