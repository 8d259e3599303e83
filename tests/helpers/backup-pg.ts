// A PostgreSQL server for the backup tests (TEST_DATABASE_URL when set, else an embedded server in
// a temporary folder), fresh databases on it, a migrated and seeded instance with uploaded files,
// and each table's row count and checksum as one transaction (or one exported snapshot) sees them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { migrateAll } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/demo/seed.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';

export interface TestPostgres {
  root: string;
  /** a new empty database; answers its URL */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-backup-'));
  const external = process.env.TEST_DATABASE_URL;
  const server = external ? undefined : await startEmbeddedPostgres({ dataDir: path.join(root, 'server') });
  const adminUrl = external ?? server!.url;
  const created: string[] = [];
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(text).finally(() => c.end());
  };
  return {
    root,
    async createDatabase() {
      const name = `lms_backup_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      if (external) for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server?.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A migrated, seeded instance in `url` with a few uploaded files under dataDir/files/<school>/. */
export async function seedInstance(url: string, dataDir: string) {
  const d = await openDatabase({ databaseUrl: url, dataDir, databasePoolSize: 2 });
  try {
    await migrateAll(d.db);
    await seedDemo(d.db);
  } finally {
    await d.close();
  }
  const files: Record<string, Buffer> = {
    'lms/docs/handbook.txt': Buffer.from('Demo Academy handbook\n'),
    'lms/photos/p1.bin': randomBytes(300_000),
    'ei_lms/notes/a.txt': Buffer.from('EI notes'),
  };
  for (const [rel, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dataDir, 'files', rel)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', rel), bytes);
  }
  return files;
}

export type Checksums = Record<string, { rows: number; md5: string }>;

/** Row count and md5 of the rows in order, for every table of the given schemas (default: all but the system's). */
export async function tableChecksums(client: pg.ClientBase, schemas?: string[]): Promise<Checksums> {
  const tables = await client.query<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
        AND ($1::text[] IS NULL OR table_schema = ANY($1)) ORDER BY 1, 2`,
    [schemas ?? null],
  );
  const out: Checksums = {};
  for (const { s, t } of tables.rows) {
    const res = await client.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS md5
         FROM "${s}"."${t}" x`,
    );
    out[`${s}.${t}`] = res.rows[0];
  }
  return out;
}

/** The checksums as the exported snapshot `id` sees them (the backup's own view of the data). */
export async function checksumsAtSnapshot(url: string, id: string): Promise<Checksums> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await c.query(`SET TRANSACTION SNAPSHOT '${id}'`);
    return await tableChecksums(c);
  } finally {
    await c.query('COMMIT').catch(() => undefined);
    await c.end();
  }
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
