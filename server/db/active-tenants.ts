// The active schools with their schemas, in id order: what a nightly job walks through.
import { sql } from 'kysely';
import type { Db } from './database.ts';

export const activeTenants = async (db: Db) =>
  (
    await sql<{ id: number; schema: string }>`SELECT id, config->>'schema_name' AS schema
      FROM platform.tenants WHERE status = 'active' ORDER BY id`.execute(db)
  ).rows;
