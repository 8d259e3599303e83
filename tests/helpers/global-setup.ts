// Prepares one migrated, seeded database template per test run; each test file then gets its
// own copy (a copied PGlite directory, or a PostgreSQL database cloned from a template).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';
import { migrateAll } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { seedDocumentFiles } from '../../server/db/seed-document-files.ts';
import { seedPersonPhotos } from '../../server/db/seed-person-photos.ts';
import { loadConfig } from '../../server/config.ts';
import { adminUrl, TEMPLATE_DB } from './pg-admin.ts';

export default async function setup(project: TestProject) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-test-'));
  project.provide('testRoot', root);
  if (process.env.DATABASE_URL) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${TEMPLATE_DB}`;
    const d = await openDatabase({ databaseUrl: url.toString(), dataDir: root, databasePoolSize: 2 });
    await migrateAll(d.db);
    await seedDemo(d.db);
    await seedDocumentFiles(loadConfig({ DATA_DIR: root }), d.db);
    await seedPersonPhotos(loadConfig({ DATA_DIR: root }), d.db);
    await d.close();
  } else {
    const template = path.join(root, 'template');
    const d = await openDatabase({ dataDir: template, databasePoolSize: 1 });
    await migrateAll(d.db);
    await seedDemo(d.db);
    // the seeded documents' files and photos land in the template's files folder, copied with it
    await seedDocumentFiles(loadConfig({ DATA_DIR: template }), d.db);
    await seedPersonPhotos(loadConfig({ DATA_DIR: template }), d.db);
    await d.close();
  }
  return () => fs.rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRoot: string;
  }
}
