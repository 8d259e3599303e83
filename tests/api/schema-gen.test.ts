// server/db/schema.gen.ts (the Kysely table interfaces) must be what the migrations make today:
// the types are generated again from a fresh database on the test server and compared with the
// checked-in file, so a migration without `npm run docs` fails here, not in production.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/db/database.ts';
import { generateSchemaTypes, SCHEMA_TYPES_PATH } from '../../scripts/docs/schema-types.ts';
import { adminUrl, databaseUrl } from '../helpers/pg-admin.ts';

async function admin(statement: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('server/db/schema.gen.ts', () => {
  it('matches a freshly migrated database', async () => {
    const name = `lms_schema_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(databaseUrl());
      url.pathname = `/${name}`;
      const d = await connectDatabase(url.toString(), 2);
      let generated: string;
      try {
        generated = await generateSchemaTypes(d.db);
      } finally {
        await d.close();
      }
      const committed = fs.readFileSync(SCHEMA_TYPES_PATH, 'utf8').split('\n');
      const lines = generated.split('\n');
      const at = lines.findIndex((l, i) => l !== committed[i]);
      const differs = at >= 0 || committed.length !== lines.length;
      expect(differs, `server/db/schema.gen.ts is out of date: run npm run docs (line ${at + 1}: ${lines[at]})`).toBe(
        false,
      );
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
