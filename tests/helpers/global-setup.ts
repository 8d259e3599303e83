// Prepares one migrated, seeded template database per test run on a PostgreSQL server: the one at
// DATABASE_URL, else an embedded server (server/db/embedded-postgres.ts) started here for the run,
// with durability off (throwaway data). Each test file then gets its own database cloned from the
// template (test-app.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { migrateAll } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/demo/seed.ts';
import { seedDocumentFiles } from '../../server/demo/seed-document-files.ts';
import { seedPersonPhotos } from '../../server/demo/seed-person-photos.ts';
import { loadConfig } from '../../server/config.ts';
import { adminUrl, TEMPLATE_DB } from './pg-admin.ts';

/** Settings for a test server: no fsync, and room for parallel test files and their job engines. */
export const THROWAWAY = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: '300',
};

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-test-'));
  fs.chmodSync(root, 0o755);
  project.provide('testRoot', root);
  let server: { url: string; stop(): Promise<void> } | undefined;
  if (!process.env.DATABASE_URL) {
    server = await startEmbeddedPostgres({ dataDir: path.join(root, 'server'), settings: THROWAWAY, log: () => {} });
    // the test files' workers are started after this and inherit it
    process.env.DATABASE_URL = server.url;
  }
  project.provide('databaseUrl', process.env.DATABASE_URL!);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${TEMPLATE_DB}`;
  const d = await openDatabase({ databaseUrl: url.toString(), dataDir: root, databasePoolSize: 2 });
  await migrateAll(d.db);
  await seedDemo(d.db);
  await seedDocumentFiles(loadConfig({ DATA_DIR: root }), d.db);
  await seedPersonPhotos(loadConfig({ DATA_DIR: root }), d.db);
  await d.close();
  return async () => {
    await server?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRoot: string;
    databaseUrl: string;
  }
}
