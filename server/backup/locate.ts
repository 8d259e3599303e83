// Where the backup commands find the database, with the same settings as `npm start`: DATABASE_URL
// when set; else the embedded server of DATA_DIR, through the address it publishes in
// DATA_DIR/pg/lms-server.json while it runs (the app keeps serving during a backup); else, when
// nothing runs, the command starts that embedded server itself for its own use and stops it after.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { serverInfoFile, startEmbeddedPostgres } from '../db/embedded-postgres.ts';

export interface Located {
  url: string;
  /** the files folder with local storage; undefined with s3 */
  filesDir?: string;
  release(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** the running embedded server's address, when one runs for this DATA_DIR */
export function runningServer(dataDir: string): string | undefined {
  const file = serverInfoFile(dataDir);
  if (!fs.existsSync(file)) return undefined;
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { url: string; pid: number };
  return alive(info.pid) ? info.url : undefined;
}

export const clusterExists = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pg', 'data', 'PG_VERSION'));

/** `create`: a restore may start a new embedded server in an empty DATA_DIR. */
export async function locateDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'files'>,
  mode: 'existing' | 'create',
): Promise<Located> {
  const filesDir = config.files.storage === 'local' ? path.join(config.dataDir, 'files') : undefined;
  const none = async () => undefined;
  if (config.databaseUrl) return { url: config.databaseUrl, filesDir, release: none };
  const running = runningServer(config.dataDir);
  if (running) return { url: running, filesDir, release: none };
  if (!clusterExists(config.dataDir) && mode === 'existing') {
    const pglite = fs.existsSync(path.join(config.dataDir, 'pgdata'));
    throw new Error(
      pglite
        ? `${config.dataDir} holds the in-process (PGlite) database, which backups cannot read: use PostgreSQL`
        : `No database in ${config.dataDir} (and DATABASE_URL is not set)`,
    );
  }
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir });
  return { url: server.url, filesDir, release: () => server.stop() };
}
