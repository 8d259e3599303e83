// Files on the local disk under {root}/{tenant}/... Every operation first proves that the real
// location (after resolving symlinks) stays inside the key's tenant directory.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { badRequest, conflict, notFound } from '../errors.ts';
import { Staging } from './staging.ts';
import type { ByteRange, FileStat, FileStorage, ListEntry, StagedFile } from './storage.ts';

const isInside = (child: string, parent: string) => child === parent || child.startsWith(parent + path.sep);
const code = (err: unknown) => (err as NodeJS.ErrnoException).code;

export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly staging: Staging;

  constructor(private readonly root: string) {
    this.staging = new Staging(path.join(root, '.staging'));
  }

  async init(): Promise<this> {
    await this.staging.init();
    return this;
  }

  /** The real location of each tenant directory (made on first use). */
  private readonly tenantDirs = new Map<string, Promise<string>>();

  private realTenantDir(tenantDir: string): Promise<string> {
    let real = this.tenantDirs.get(tenantDir);
    if (!real) {
      real = fsp.mkdir(tenantDir, { recursive: true }).then(() => fsp.realpath(tenantDir));
      real.catch(() => this.tenantDirs.delete(tenantDir));
      this.tenantDirs.set(tenantDir, real);
    }
    return real;
  }

  /** The on-disk path of a key, after checking no symlink on the way leads out of the tenant. */
  private async resolve(key: string): Promise<string> {
    const tenantDir = path.join(this.root, key.split('/')[0]);
    const target = path.join(this.root, key);
    if (!isInside(target, tenantDir)) throw badRequest('Path leaves the tenant', 'path_escapes_tenant');
    const realTenant = await this.realTenantDir(tenantDir);
    // realpath of the deepest existing ancestor resolves every symlink on the way to the target.
    for (let p = target; ; p = path.dirname(p)) {
      try {
        const real = await fsp.realpath(p);
        if (!isInside(real, realTenant))
          throw badRequest('Path leads outside your school through a link', 'path_escapes_tenant');
        return target;
      } catch (err) {
        if (code(err) !== 'ENOENT') throw err;
        if (p === tenantDir) {
          // the tenant directory went away since it was first made: make it again
          this.tenantDirs.delete(tenantDir);
          return this.resolve(key);
        }
      }
    }
  }

  stage(body: Readable, limit: { maxBytes: number; tooLarge: () => Error }) {
    return this.staging.stage(body, limit);
  }

  discard(staged: StagedFile) {
    return this.staging.discard(staged);
  }

  async publish(staged: StagedFile, key: string): Promise<FileStat> {
    try {
      const target = await this.resolve(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await this.resolve(key); // the directories just made could have raced with a link
      await fsp.rename(staged.localPath, target);
      return toStat(await fsp.stat(target));
    } catch (err) {
      await this.staging.discard(staged);
      if (code(err) === 'ENOTDIR' || code(err) === 'EEXIST' || code(err) === 'EISDIR')
        throw conflict('A file is in the way of this path', 'path_conflict');
      throw err;
    }
  }

  async stat(key: string): Promise<FileStat | null> {
    const target = await this.resolve(key);
    const st = await fsp.stat(target).catch((err) => {
      if (code(err) === 'ENOENT' || code(err) === 'ENOTDIR') return null;
      throw err;
    });
    return st?.isFile() ? toStat(st) : null;
  }

  /** The file at `key` opened for reading, or null when there is none. O_NONBLOCK: opening
   * something that is not a plain file (a FIFO) must not wait; the caller's fstat refuses it. */
  private async openFile(key: string): Promise<fsp.FileHandle | null> {
    const target = await this.resolve(key);
    try {
      return await fsp.open(target, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    } catch (err) {
      if (['ENOENT', 'ENOTDIR', 'ELOOP', 'EISDIR'].includes(code(err) ?? '')) return null;
      throw err;
    }
  }

  async statWithBytes(key: string, maxBytes: number): Promise<{ stat: FileStat; bytes?: Buffer } | null> {
    const fh = await this.openFile(key);
    if (!fh) return null;
    try {
      const st = await fh.stat();
      if (!st.isFile()) return null;
      if (st.size > maxBytes) return { stat: toStat(st) };
      const bytes = Buffer.allocUnsafe(st.size);
      const { bytesRead } = await fh.read(bytes, 0, st.size, 0);
      // a file changed since its stat: report what was read, with its own size
      return { stat: toStat(st), bytes: bytesRead === st.size ? bytes : bytes.subarray(0, bytesRead) };
    } finally {
      // the bytes are in hand: the answer need not wait for the close
      void fh.close().catch(() => undefined);
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const fh = await this.openFile(key);
    if (!fh) throw notFound('No such file');
    return fh.createReadStream({ start: range?.start, end: range?.end, highWaterMark: 1024 * 1024 });
  }

  async move(from: string, to: string): Promise<void> {
    const src = await this.resolve(from);
    const dst = await this.resolve(to);
    await fsp.mkdir(path.dirname(dst), { recursive: true });
    await this.resolve(to);
    try {
      await fsp.rename(src, dst);
    } catch (err) {
      if (code(err) === 'ENOENT') throw notFound('No such file');
      if (code(err) === 'ENOTDIR' || code(err) === 'EISDIR')
        throw conflict('A file is in the way of this path', 'path_conflict');
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const target = await this.resolve(key);
    await fsp.unlink(target).catch((err) => {
      if (code(err) === 'ENOENT') throw notFound('No such file');
      throw err;
    });
  }

  async list(dirKey: string): Promise<ListEntry[]> {
    const dir = await this.resolve(dirKey);
    const dirents = await fsp.readdir(dir, { withFileTypes: true }).catch((err) => {
      if (code(err) === 'ENOENT' || code(err) === 'ENOTDIR') return [];
      throw err;
    });
    const out: ListEntry[] = [];
    for (const d of dirents) {
      // Links are never listed: they are not something the service itself creates.
      if (d.name.startsWith('.') || d.isSymbolicLink()) continue;
      if (d.isDirectory()) out.push({ name: d.name, kind: 'directory' });
      else if (d.isFile()) {
        const st = await fsp.stat(path.join(dir, d.name)).catch(() => null);
        if (st) out.push({ name: d.name, kind: 'file', size: st.size, modified: st.mtime });
      }
    }
    return out;
  }

  async close(): Promise<void> {}
}

function toStat(st: fs.Stats): FileStat {
  return {
    size: st.size,
    modified: st.mtime,
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
  };
}
