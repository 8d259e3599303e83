// `npm run docs` step: writes server/db/schema.gen.ts (the Kysely table interfaces) from a fresh
// database on an embedded PostgreSQL server started for the run in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../server/db/database.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { generateSchemaTypes, SCHEMA_TYPES_PATH } from './schema-types.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-schema-'));
fs.chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: dir, settings: { fsync: 'off' }, log: () => {} });
try {
  const d = await connectDatabase(server.url, 2);
  try {
    fs.writeFileSync(SCHEMA_TYPES_PATH, await generateSchemaTypes(d.db));
    console.log(`wrote ${path.relative(process.cwd(), SCHEMA_TYPES_PATH)}`);
  } finally {
    await d.close();
  }
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
