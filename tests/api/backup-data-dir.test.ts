// The commands with DATA_DIR alone (no DATABASE_URL), as `npm start` runs by default: a restore
// makes a new embedded server in an empty DATA_DIR and refuses a non-empty one; a backup reaches the
// running server through DATA_DIR/pg/lms-server.json (leaving it running), or starts and stops the
// server itself when none runs.
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useFixture } from '../helpers/fixture.ts';
import { startTestPostgres, tableChecksums, withClient } from '../helpers/backup-pg.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateAll } from '../../server/db/migrate.ts';
import { writeBackup } from '../../server/backup/backup.ts';
import { restoreFull } from '../../server/backup/restore.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';

const pgServer = useFixture(startTestPostgres, (s) => s.stop());
const run = promisify(execFile);

const cli = (args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );

describe('backup commands on the embedded server of DATA_DIR', () => {
  it('restores into an empty DATA_DIR only, and backs up with the server running or not', async () => {
    const source = await pgServer.createDatabase();
    const d = await openDatabase({ databaseUrl: source, dataDir: pgServer.root, databasePoolSize: 2 });
    await migrateAll(d.db);
    await withClient(source, (c) =>
      c.query(
        `INSERT INTO platform.tenants (name, title, config) VALUES ('north', 'North', '{"schema_name": "north_lms"}')`,
      ),
    );
    await migrateAll(d.db); // the school's schema
    await d.close();
    const expected = await withClient(source, (c) => tableChecksums(c));
    const file = path.join(pgServer.root, 'small.tar.gz');
    await writeBackup({ databaseUrl: source, filesStorage: 'local', outFile: file });

    // a file changed after it was written (one row's text) is refused, and the target stays empty
    const tar = gunzipSync(fs.readFileSync(file));
    const at = tar.indexOf('001-core\t', tar.indexOf('data/platform.schema_migrations/'));
    tar.write('001-cora', at);
    fs.writeFileSync(path.join(pgServer.root, 'changed.tar'), tar);
    const empty = await pgServer.createDatabase();
    await expect(restoreFull({ databaseUrl: empty, file: path.join(pgServer.root, 'changed.tar') })).rejects.toThrow(
      /platform.schema_migrations: (\d+) rows loaded, \1 in the backup \(checksum differs\)/,
    );
    expect(await withClient(empty, (c) => tableChecksums(c))).toEqual({});

    const dataDir = path.join(pgServer.root, 'data');
    const restored = await cli(['restore', file], dataDir);
    expect([restored.code, restored.err]).toEqual([0, '']);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'lms-server.json'))).toBe(false); // its server was stopped
    const again = await cli(['restore', file], dataDir);
    expect([again.code, again.err]).toEqual([1, expect.stringMatching(/is not empty/)]);

    // with the server running (as the app runs it), the backup uses it and leaves it running
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await withClient(server.url, (c) => tableChecksums(c))).toEqual(expected);
      const running = await cli(['backup', '--out', path.join(pgServer.root, 'running.tar.gz')], dataDir);
      expect([running.code, running.out]).toEqual([0, expect.stringMatching(/^backup: whole instance/)]);
      expect((await withClient(server.url, (c) => c.query('SELECT 1 AS one'))).rows).toEqual([{ one: 1 }]);
    } finally {
      await server.stop();
    }
    // with nothing running, the command starts the server for itself and stops it after
    const stopped = await cli(['backup', '--out', path.join(pgServer.root, 'stopped.tar.gz')], dataDir);
    expect([stopped.code, stopped.out]).toEqual([0, expect.stringMatching(/^backup: whole instance/)]);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'lms-server.json'))).toBe(false);
  });
});
