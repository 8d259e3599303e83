// The uploaded files (local storage, DATA_DIR/files/<schema>/...) into the backup. The file service
// publishes every file by renaming a finished staged file into place (server/files/local-storage.ts),
// so a file opened here is whole: a replacement or deletion after the open does not change what
// this open handle reads. Dot entries (.staging, the service's private area) are skipped, and so
// are links, which the service never creates.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Pack } from 'tar-stream';
import { FILES_PREFIX } from './format.ts';
import { putStream } from './tar-out.ts';

async function* walk(dir: string, rel = ''): AsyncGenerator<string> {
  const entries = await fsp.readdir(path.join(dir, rel), { withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) yield* walk(dir, child);
    else if (e.isFile()) yield child;
  }
}

/** Adds the files under `root` (only `root/<only>/` when given); answers how many and their bytes. */
export async function copyFilesOut(pack: Pack, root: string, only?: string) {
  let count = 0;
  let bytes = 0;
  for await (const rel of walk(root, only ?? '')) {
    const fh = await fsp.open(path.join(root, rel)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null; // deleted since it was listed
      throw err;
    });
    if (!fh) continue;
    try {
      const st = await fh.stat();
      await putStream(
        pack,
        FILES_PREFIX + rel,
        st.size,
        fh.createReadStream({ start: 0, end: Math.max(0, st.size - 1), autoClose: false, emitClose: false }),
        st.mtime,
      );
      count++;
      bytes += st.size;
    } finally {
      await fh.close();
    }
  }
  return { count, bytes };
}
