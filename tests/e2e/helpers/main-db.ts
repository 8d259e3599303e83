// The main e2e server's database, for the few setup steps that no screen or API does (linking an LTI
// platform's person to a demo account, as tests/api/lti-quiz-setup.ts does). scripts/e2e.sh names
// it: E2E_MAIN_DATABASE_URL on a PostgreSQL server, else the embedded server's info file under
// E2E_MAIN_DATA_DIR (server/db/embedded-postgres.ts writes {url} there while it runs).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

function mainDbUrl(): string {
  if (process.env.E2E_MAIN_DATABASE_URL) return process.env.E2E_MAIN_DATABASE_URL;
  const dir = process.env.E2E_MAIN_DATA_DIR;
  if (!dir) throw new Error('E2E_MAIN_DATA_DIR is not set: run the browser tests with scripts/e2e.sh');
  return (JSON.parse(fs.readFileSync(path.join(dir, 'pg', 'lms-server.json'), 'utf8')) as { url: string }).url;
}

/** Runs one parameterised statement on the main server's database; answers its rows. */
export async function sqlOnMain<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: mainDbUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}
