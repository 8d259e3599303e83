// Builds the real app (real database, real identity provider) for one test file, no port.
import { useFixture } from './fixture.ts';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config.ts';
import { startApp } from '../../server/start.ts';
import { adminUrl, databaseUrl, TEMPLATE_DB } from './pg-admin.ts';

export const TEST_URL = 'http://localhost:3999';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const root = inject('testRoot');
  const id = randomBytes(4).toString('hex');
  const dataDir = path.join(root, `app-${id}`);
  const pg = (await import('pg')).default;
  const name = `lms_test_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(databaseUrl());
  url.pathname = `/${name}`;
  // the seeded documents' files (global-setup writes them once, beside the template database)
  const seeded = path.join(root, 'files');
  if (fs.existsSync(seeded)) fs.cpSync(seeded, path.join(dataDir, 'files'), { recursive: true });
  const dropDb = async () => {
    const a = new pg.Client({ connectionString: adminUrl() });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  const config = loadConfig({
    PORT: '3999',
    PUBLIC_URL: TEST_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    STATIC_DIR: path.join(dataDir, 'no-static'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await startApp(config, { logger: false });
  await app.ready();
  const t: TestApp = {
    app,
    config,
    // the app now in `t.app`: a test that restarts the server (jobs-servers.test.ts) replaces it,
    // and the replacement must not outlive its database (its job workers would poll a dropped one)
    async close() {
      // and the one created here too, in case a test replaced it without closing it
      for (const a of new Set([app, t.app])) await a.close();
      await dropDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The file's app, created before its tests and closed after them. */
export const useTestApp = (env: Record<string, string> = {}) =>
  useFixture(
    () => createTestApp(env),
    (t) => t.close(),
  );
