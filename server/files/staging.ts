// Uploads land in a private staging directory first: a dropped connection, a refused type or a
// crash leaves no file under any tenant, and the temporary file is removed on every failure path.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from './storage.ts';

const STALE_MS = 60 * 60 * 1000;

export class Staging {
  constructor(readonly dir: string) {}

  /** Creates the directory and removes what a crashed process left behind. */
  async init(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    const now = Date.now();
    for (const name of await fsp.readdir(this.dir)) {
      const p = path.join(this.dir, name);
      const st = await fsp.stat(p).catch(() => null);
      if (st && now - st.mtimeMs > STALE_MS) await fsp.rm(p, { force: true, recursive: true });
    }
  }

  async stage(body: Readable, limit: { maxBytes: number; tooLarge: () => Error }): Promise<StagedFile> {
    const localPath = path.join(this.dir, `${randomUUID()}.part`);
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit.maxBytes) done(limit.tooLarge());
        else done(null, chunk);
      },
    });
    try {
      // flush: the bytes are on disk before the file can be published by a rename.
      await pipeline(body, meter, fs.createWriteStream(localPath, { flags: 'wx', flush: true }));
    } catch (err) {
      await fsp.rm(localPath, { force: true });
      throw err;
    }
    return { localPath, size };
  }

  async discard(staged: StagedFile): Promise<void> {
    await fsp.rm(staged.localPath, { force: true });
  }
}
