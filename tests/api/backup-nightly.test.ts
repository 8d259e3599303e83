// The nightly backup job, run by the app's job engine: it writes a backup file into BACKUP_DIR and
// keeps only the newest BACKUP_KEEP of them; and the commands operators run (`npm run backup` /
// `npm run restore`, the same module as the scripts) restore that file, refusing a non-empty target.
import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { useFixture } from '../helpers/fixture.ts';
import { startTestPostgres, tableChecksums, withClient } from '../helpers/backup-pg.ts';
import { loadConfig } from '../../server/config.ts';
import { startApp } from '../../server/start.ts';

const pgServer = useFixture(startTestPostgres, (s) => s.stop());
const run = promisify(execFile);

/** the operator's command, with the settings of `npm start` in its environment */
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

const OLD = [
  'lms-backup-20260101T013000Z.tar.gz',
  'lms-backup-20260102T013000Z.tar.gz',
  'lms-backup-20260103T013000Z.tar.gz',
];

describe('nightly backup job', () => {
  let app: FastifyInstance | undefined;

  it('writes a backup file and prunes the oldest beyond BACKUP_KEEP; the commands restore it', async () => {
    const dataDir = path.join(pgServer.root, 'app');
    const backupDir = path.join(pgServer.root, 'backups');
    fs.mkdirSync(backupDir, { recursive: true });
    for (const name of [...OLD, 'notes.txt']) fs.writeFileSync(path.join(backupDir, name), 'old');
    const source = await pgServer.createDatabase();
    const config = loadConfig({
      PORT: '3998',
      PUBLIC_URL: 'http://localhost:3998',
      DATA_DIR: dataDir,
      DATABASE_URL: source,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      LOG_LEVEL: 'silent',
      JOBS_POLL_SECONDS: '1',
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
    });
    app = await startApp(config, { logger: false });
    try {
      await app.ready();
      expect((await app.jobs.boss.getSchedules('backup-nightly')).map((s) => s.cron)).toEqual(['30 1 * * *']);
      await app.jobs.send('backup-nightly', {});
      const deadline = Date.now() + 120_000;
      let names: string[] = [];
      while (Date.now() < deadline) {
        names = fs.readdirSync(backupDir).sort();
        if (names.length === 3 && !names.includes(OLD[1])) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const fresh = names.find((n) => /^lms-backup-\d{8}T\d{6}Z\.tar\.gz$/.test(n) && !OLD.includes(n));
      // the newest two backups are kept (the new one and the newest old one); other files are left alone
      expect(names).toEqual([OLD[2], fresh, 'notes.txt'].sort());
      const expected = await withClient(source, (c) => tableChecksums(c, ['platform', 'lms']));
      await app.close();
      app = undefined;

      // npm run restore into a fresh database and files folder
      const target = await pgServer.createDatabase();
      const targetDir = path.join(pgServer.root, 'restored');
      const env = { DATABASE_URL: target, DATA_DIR: targetDir };
      const restored = await cli(['restore', path.join(backupDir, fresh!)], env);
      expect(restored.err).toBe('');
      expect(restored.out).toMatch(/^restore: whole instance, \d+ tables/);
      const got = await withClient(target, (c) => tableChecksums(c, ['platform', 'lms']));
      // the source kept running its jobs after the backup: compare what jobs do not touch
      for (const key of Object.keys(expected).filter((k) => !/job_runs|job_schedules|audit_log/.test(k))) {
        expect([key, got[key]]).toEqual([key, expected[key]]);
      }
      expect(fs.readdirSync(path.join(targetDir, 'files')).sort()).toEqual(
        fs
          .readdirSync(path.join(dataDir, 'files'))
          .filter((n) => !n.startsWith('.'))
          .sort(),
      );
      // a second restore into it is refused with a message and a failing exit code
      const again = await cli(['restore', path.join(backupDir, fresh!)], env);
      expect([again.code, again.err]).toEqual([1, expect.stringMatching(/not empty/)]);
      // npm run backup -- --tenant: one school's file
      const school = await cli(['backup', '--tenant', 'lms', '--out', path.join(pgServer.root, 'lms.tar.gz')], env);
      expect(school.out).toMatch(/^backup: school lms, \d+ tables/);
      const unknown = await cli(['backup', '--tenant', 'nope', '--out', path.join(pgServer.root, 'x.tar.gz')], env);
      expect([unknown.code, unknown.err]).toEqual([1, 'backup: No school has the schema nope\n']);
      expect(fs.existsSync(path.join(pgServer.root, 'x.tar.gz'))).toBe(false);
    } finally {
      await app?.close();
    }
  });
});
