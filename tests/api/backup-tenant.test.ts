// One school exported from one instance and imported into another: its schema's tables, its
// platform rows (under a fresh tenant id, references rewritten) and its files arrive whole; an
// import where the schema already exists is refused and changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixture } from '../helpers/fixture.ts';
import { seedInstance, startTestPostgres, tableChecksums, withClient } from '../helpers/backup-pg.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migratePlatform } from '../../server/db/migrate.ts';
import { writeBackup } from '../../server/backup/backup.ts';
import { restoreTenant } from '../../server/backup/restore-tenant.ts';
import type pg from 'pg';

const pgServer = useFixture(startTestPostgres, (s) => s.stop());

/** the school's rows of a platform table, without the ids the import renumbers */
const PLATFORM_ROWS: Record<string, string> = {
  tenants: `SELECT to_jsonb(x) - 'id' AS r FROM platform.tenants x WHERE id = $1`,
  app_users: `SELECT to_jsonb(x) - 'tenant_id' AS r FROM platform.app_users x WHERE tenant_id = $1`,
  identities: `SELECT to_jsonb(i) AS r FROM platform.identities i JOIN platform.app_users u ON u.user_id = i.sub
    WHERE u.tenant_id = $1`,
  roles: `SELECT to_jsonb(x) - 'id' - 'tenant_id' AS r FROM platform.roles x WHERE tenant_id = $1`,
  settings: `SELECT to_jsonb(x) - 'tenant_id' AS r FROM platform.settings x WHERE tenant_id = $1`,
  // on the target: the school's own document types, which include the platform-wide ones its documents
  // used that the target lacks (the target has its own "Transcript", which they use instead)
  doc_types: `SELECT to_jsonb(x) - 'id' - 'tenant_id' AS r FROM platform.doc_types x WHERE tenant_id = $1
    OR ($2 AND tenant_id IS NULL AND id IN (SELECT doc_type_id FROM lms.documents) AND name <> 'Transcript')`,
  // the school's documents still name the same document types after the renumbering
  documents: `SELECT to_jsonb(d) - 'doc_type_id' || jsonb_build_object('type', t.name) AS r FROM lms.documents d
    LEFT JOIN platform.doc_types t ON t.id = d.doc_type_id WHERE $1::int IS NOT NULL`,
};

async function platformRows(c: pg.ClientBase, tenantId: number, source: boolean) {
  const out: Record<string, string[]> = {};
  for (const [name, q] of Object.entries(PLATFORM_ROWS)) {
    const params = name === 'doc_types' ? [tenantId, source] : [tenantId];
    out[name] = (await c.query<{ r: object }>(q, params)).rows.map((x) => JSON.stringify(x.r)).sort();
  }
  return out;
}

const tenantIdOf = async (c: pg.ClientBase, schema: string) =>
  (await c.query<{ id: number }>(`SELECT id FROM platform.tenants WHERE config->>'schema_name' = $1`, [schema])).rows[0]
    ?.id;

describe('one school moved to another instance', () => {
  it('exports the school and imports it elsewhere under a new tenant id, whole', async () => {
    const sourceDir = path.join(pgServer.root, 'source');
    const source = await pgServer.createDatabase();
    const files = await seedInstance(source, sourceDir);
    const outFile = path.join(pgServer.root, 'lms.tar.gz');
    const { manifest } = await writeBackup({
      databaseUrl: source,
      filesDir: path.join(sourceDir, 'files'),
      filesStorage: 'local',
      outFile,
      tenant: 'lms',
    });
    const expected = await withClient(source, async (c) => ({
      schema: await tableChecksums(c, ['lms']),
      platform: await platformRows(c, await tenantIdOf(c, 'lms'), true),
    }));
    expect(expected.platform.app_users.length).toBeGreaterThan(0);

    // another instance, whose first tenant ids are taken by its own schools
    const target = await pgServer.createDatabase();
    const targetDir = path.join(pgServer.root, 'target');
    const d = await openDatabase({ databaseUrl: target, dataDir: targetDir, databasePoolSize: 2 });
    await migratePlatform(d.db);
    await d.close();
    await withClient(target, (c) =>
      c.query(`INSERT INTO platform.tenants (name, title, config) VALUES
        ('north', 'North', '{"schema_name": "north_lms"}'), ('south', 'South', '{"schema_name": "south_lms"}');
        INSERT INTO platform.doc_types (name, applies_to) VALUES ('Transcript', 'student')`),
    );
    const started = Date.now();
    await restoreTenant({ databaseUrl: target, filesDir: path.join(targetDir, 'files'), file: outFile });
    const importMs = Date.now() - started;
    await withClient(target, async (c) => {
      const newId = await tenantIdOf(c, 'lms');
      expect(newId).toBeGreaterThan(2);
      // every table as it was, except the documents' type numbers (compared by the type's name below)
      const got = await tableChecksums(c, ['lms']);
      expect(got['lms.documents'].rows).toBe(expected.schema['lms.documents'].rows);
      expect({ ...got, 'lms.documents': null }).toEqual({ ...expected.schema, 'lms.documents': null });
      expect(await platformRows(c, newId, false)).toEqual(expected.platform);
      const transcripts = await c.query(`SELECT tenant_id FROM platform.doc_types WHERE name = 'Transcript'`);
      expect(transcripts.rows).toEqual([{ tenant_id: null }]);
    });
    expect(fs.readFileSync(path.join(targetDir, 'files', 'lms/photos/p1.bin')).equals(files['lms/photos/p1.bin'])).toBe(
      true,
    );
    expect(fs.existsSync(path.join(targetDir, 'files', 'ei_lms'))).toBe(false); // another school's files stay out
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `school backup: ${manifest.tables.length} tables, ${rows} rows, ${fs.statSync(outFile).size} bytes; import ${importMs} ms`,
    );

    // where the schema exists (the same import again, or the instance it came from) it is refused, changing nothing
    for (const [url, dir] of [
      [target, targetDir],
      [source, sourceDir],
    ]) {
      const before = await withClient(url, (c) => tableChecksums(c, ['platform']));
      await expect(
        restoreTenant({ databaseUrl: url, filesDir: path.join(dir, 'files'), file: outFile }),
      ).rejects.toThrow(/already exists/);
      expect(await withClient(url, (c) => tableChecksums(c, ['platform']))).toEqual(before);
    }
  });
});
