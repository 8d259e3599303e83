// The text of server/db/schema.gen.ts, from a database with nothing in it yet: migrates the
// platform schema and one tenant schema (every tenant's is the same), reads their catalog and
// renders the table interfaces, formatted as the repository's Prettier settings say. Both
// `npm run docs` (schema.ts) and the drift test (tests/api/schema-gen.test.ts) call it.
import path from 'node:path';
import * as prettier from 'prettier';
import type { Db } from '../../server/db/database.ts';
import { migratePlatform, migrateTenant } from '../../server/db/migrate.ts';
import { readSchema } from './schema-catalog.ts';
import { renderSchemaTypes } from './schema-render.ts';

export const SCHEMA_TYPES_PATH = path.resolve(import.meta.dirname, '../../server/db/schema.gen.ts');
/** the tenant schema migrated to stand for all of them */
const SAMPLE_TENANT = 'schema_types_sample';

export async function generateSchemaTypes(db: Db): Promise<string> {
  await migratePlatform(db);
  await migrateTenant(db, SAMPLE_TENANT);
  const text = renderSchemaTypes(await readSchema(db, 'platform'), await readSchema(db, SAMPLE_TENANT));
  const options = await prettier.resolveConfig(SCHEMA_TYPES_PATH);
  return prettier.format(text, { ...options, filepath: SCHEMA_TYPES_PATH });
}
