// Whole-instance backup under write load and its restore into a fresh database and files folder:
// every table's rows and checksum equal what the backup's snapshot saw, every write acknowledged
// before the backup began is there, the files come back byte for byte, and a non-empty target is
// refused. Real PostgreSQL (an embedded server, or TEST_DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useFixture } from '../helpers/fixture.ts';
import {
  checksumsAtSnapshot,
  seedInstance,
  startTestPostgres,
  tableChecksums,
  withClient,
} from '../helpers/backup-pg.ts';
import { writeBackup } from '../../server/backup/backup.ts';
import { restoreFull } from '../../server/backup/restore.ts';

const pgServer = useFixture(startTestPostgres, (s) => s.stop());

/** Writers inserting and updating rows (a school table and a platform table) until stopped; what they got acknowledged. */
function writeLoad(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const acked = { announcements: [] as number[], audit: [] as number[] };
  let running = true;
  const writer = async (n: number) => {
    for (let i = 0; running; i++) {
      const a = await pool.query<{ id: number }>(`INSERT INTO lms.announcements (title) VALUES ($1) RETURNING id`, [
        `load ${n}-${i}`,
      ]);
      acked.announcements.push(a.rows[0].id);
      const b = await pool.query<{ id: string }>(
        `INSERT INTO platform.audit_log (tenant_id, action, resource, record_id) VALUES (1, 'load', 'test', $1) RETURNING id`,
        [`${n}-${i}`],
      );
      acked.audit.push(Number(b.rows[0].id));
      await pool.query(
        `UPDATE lms.courses SET course_title = course_title || '+' WHERE id = (SELECT min(id) FROM lms.courses)`,
      );
    }
  };
  const done = Promise.all([0, 1, 2].map(writer));
  return {
    acked,
    async stop() {
      running = false;
      await done;
      await pool.end();
    },
  };
}

describe('backup and restore of the whole instance', () => {
  it('restores, under write load, every table as the backup saw it and every write acknowledged before it began', async () => {
    const sourceDir = path.join(pgServer.root, 'source');
    const source = await pgServer.createDatabase();
    const files = await seedInstance(source, sourceDir);
    const load = writeLoad(source);
    while (load.acked.audit.length < 20) await new Promise((r) => setTimeout(r, 20));
    const ackedBefore = { announcements: [...load.acked.announcements], audit: [...load.acked.audit] };
    let atSnapshot: Awaited<ReturnType<typeof checksumsAtSnapshot>> | undefined;
    const outFile = path.join(pgServer.root, 'full.tar.gz');
    const started = Date.now();
    const { manifest } = await writeBackup({
      databaseUrl: source,
      filesDir: path.join(sourceDir, 'files'),
      filesStorage: 'local',
      outFile,
      onSnapshot: async (id) => {
        atSnapshot = await checksumsAtSnapshot(source, id);
      },
    });
    const backupMs = Date.now() - started;
    const ackedDuring = load.acked.audit.length - ackedBefore.audit.length;
    await load.stop();
    expect(ackedDuring).toBeGreaterThan(0); // the writers kept going while the backup ran

    const target = await pgServer.createDatabase();
    const targetDir = path.join(pgServer.root, 'target');
    const t0 = Date.now();
    await restoreFull({ databaseUrl: target, filesDir: path.join(targetDir, 'files'), file: outFile });
    const restoreMs = Date.now() - t0;
    const restored = await withClient(target, (c) => tableChecksums(c));
    expect(restored).toEqual(atSnapshot);
    expect(Object.keys(restored).length).toBe(manifest.tables.length);

    await withClient(target, async (c) => {
      const a = await c.query(`SELECT count(*)::int AS n FROM lms.announcements WHERE id = ANY($1)`, [
        ackedBefore.announcements,
      ]);
      expect(a.rows[0].n).toBe(ackedBefore.announcements.length);
      const b = await c.query(`SELECT count(*)::int AS n FROM platform.audit_log WHERE id = ANY($1)`, [
        ackedBefore.audit,
      ]);
      expect(b.rows[0].n).toBe(ackedBefore.audit.length);
      // sequences go on past the restored rows
      const next = await c.query(`INSERT INTO lms.announcements (title) VALUES ('after') RETURNING id`);
      expect(next.rows[0].id).toBeGreaterThan(Math.max(...ackedBefore.announcements));
    });
    for (const [rel, bytes] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(targetDir, 'files', rel)).equals(bytes)).toBe(true);
    }
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `backup: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.count} files, ` +
        `${fs.statSync(outFile).size} bytes in ${backupMs} ms (${ackedDuring} writes during it); restore ${restoreMs} ms`,
    );

    // the restored database is no longer empty: a second restore into it is refused, and changes nothing
    const before = await withClient(target, (c) => tableChecksums(c, ['platform']));
    await expect(restoreFull({ databaseUrl: target, file: outFile })).rejects.toThrow(/not empty/);
    expect(await withClient(target, (c) => tableChecksums(c, ['platform']))).toEqual(before);
    // and so is a non-empty files folder, with an empty database
    const third = await pgServer.createDatabase();
    await expect(
      restoreFull({ databaseUrl: third, filesDir: path.join(targetDir, 'files'), file: outFile }),
    ).rejects.toThrow(/not empty/);
    expect(await withClient(third, (c) => tableChecksums(c))).toEqual({});
  });
});
