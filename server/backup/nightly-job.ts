// The nightly backup: a whole-instance backup file in BACKUP_DIR (default DATA_DIR/backups) named
// by its UTC time, then the oldest of them removed beyond BACKUP_KEEP. Its schedule starts as
// BACKUP_CRON (default 01:30 UTC) and is then the schedulers screen's to change, like any job's.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { defineJob } from '../jobs/define.ts';
import { writeBackup } from './backup.ts';
import { runningServer } from './locate.ts';

const NAME = /^lms-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export const backupFileName = (at: Date) =>
  `lms-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;

/** Removes the oldest backup files beyond `keep`; answers the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const names = fs
    .readdirSync(dir)
    .filter((n) => NAME.test(n))
    .sort()
    .reverse();
  const gone = names.slice(Math.max(keep, 1));
  for (const n of gone) fs.rmSync(path.join(dir, n), { force: true });
  return gone;
}

export async function nightlyBackup(config: Config, at = new Date()) {
  const databaseUrl = config.databaseUrl ?? runningServer(config.dataDir);
  if (!databaseUrl) throw new Error('Backups need PostgreSQL (DATABASE_URL or the embedded server); none is running');
  fs.mkdirSync(config.backup.dir, { recursive: true, mode: 0o700 });
  const outFile = path.join(config.backup.dir, backupFileName(at));
  const local = config.files.storage === 'local';
  await writeBackup({
    databaseUrl,
    filesDir: local ? path.join(config.dataDir, 'files') : undefined,
    filesStorage: config.files.storage,
    outFile,
  });
  return { outFile, pruned: pruneBackups(config.backup.dir, config.backup.keep) };
}

export const backupNightly = defineJob<{ startedBy?: string }>({
  name: 'backup-nightly',
  title: 'Nightly backup of the database and uploaded files',
  cron: process.env.BACKUP_CRON || '30 1 * * *',
  retries: () => ({ limit: 1, delaySeconds: 600 }),
  async run(_data, { config }) {
    await nightlyBackup(config);
  },
});
