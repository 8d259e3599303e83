// The restore's target: its emptiness checks, one connection for the load transaction and a Kysely
// handle for the migrations, and the staging folder the files land in before they are put in place.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';
import { sessionSettings } from './session.ts';

export interface Target {
  client: pg.Client;
  db: Db;
  close(): Promise<void>;
}

export async function openTarget(databaseUrl: string): Promise<Target> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sessionSettings);
  const db: Db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 2 }) }),
  });
  return {
    client,
    db,
    async close() {
      await client.end();
      await db.destroy();
    },
  };
}

/** Tables outside PostgreSQL's own schemas: a database with any is not empty. */
export async function userTableCount(client: pg.ClientBase): Promise<number> {
  const res = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('information_schema') AND n.nspname NOT LIKE 'pg\\_%'`);
  return res.rows[0].n;
}

/** A folder holding anything but dot entries (the file service's .staging) counts as not empty. */
export const folderHasFiles = (dir: string) =>
  fs.existsSync(dir) && fs.readdirSync(dir).some((name) => !name.startsWith('.'));

export const stagingFolder = (dir: string) => `${path.resolve(dir)}.restoring-${randomBytes(4).toString('hex')}`;

/** Moves the restored files into place: each top-level folder of the staging folder into `dir`. */
export function putFilesInPlace(stage: string, dir: string) {
  if (!fs.existsSync(stage)) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(stage)) fs.renameSync(path.join(stage, name), path.join(dir, name));
  fs.rmSync(stage, { recursive: true, force: true });
}
