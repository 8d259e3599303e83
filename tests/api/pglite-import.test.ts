// A data folder made by the former embedded database (PGlite, $DATA_DIR/pgdata: today's installs)
// is copied to the embedded PostgreSQL server on its first start (server/db/pglite-import.ts):
// every row of every tenant, the sequences after them, the old folder kept as pgdata.imported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createPGlite } from '../../server/db/pglite-engine.ts';
import { pglitePool } from '../../server/db/pglite-pool.ts';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { migrateAll } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/demo/seed.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-pglite-import-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const COUNTED = ['platform.tenants', 'platform.app_users', 'lms.courses', 'lms.parties', 'ei_lms.content_elements'];

async function counts(db: Db) {
  const out: Record<string, number> = {};
  for (const t of COUNTED)
    out[t] = (await sql.raw<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`).execute(db)).rows[0].n;
  return out;
}

describe('an install made with PGlite', () => {
  it('is copied to the embedded PostgreSQL server on first start, rows counted', { timeout: 300_000 }, async () => {
    const legacy = path.join(dataDir, 'pgdata');
    const pglite = await createPGlite(legacy);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old: Db = new Kysely({ dialect: new PostgresDialect({ pool: pglitePool(pglite) as any }) });
    await migrateAll(old);
    await seedDemo(old);
    await sql`INSERT INTO lms.courses (course_code, course_title) VALUES ('OLD-1', 'Made before the move')`.execute(
      old,
    );
    const before = await counts(old);
    const maxId = (await sql<{ m: number }>`SELECT max(id)::int AS m FROM lms.courses`.execute(old)).rows[0].m;
    await old.destroy();

    const d = await openDatabase({ dataDir, databasePoolSize: 2 });
    try {
      expect(d.kind).toBe('embedded');
      expect(await counts(d.db)).toEqual(before);
      expect(fs.existsSync(legacy)).toBe(false);
      expect(fs.existsSync(`${legacy}.imported`)).toBe(true);
      // the sequences follow the copied rows: a new row gets the next id
      const made = await sql<{ id: number }>`INSERT INTO lms.courses (course_code, course_title)
        VALUES ('NEW-1', 'Made after') RETURNING id`.execute(d.db);
      expect(made.rows[0].id).toBeGreaterThan(maxId);
    } finally {
      await d.close();
    }
    // the next start does not copy again
    const again = await openDatabase({ dataDir, databasePoolSize: 1 });
    expect((await counts(again.db))['lms.courses']).toBe(before['lms.courses'] + 1);
    await again.close();
  });
});
