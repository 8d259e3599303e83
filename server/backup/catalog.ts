// What a backup holds, read from the database's own catalog inside the backup's transaction: the
// tables of the platform schema and of each school's schema (with their stored columns), the
// sequences, and the migration versions recorded by server/db/migrate.ts.
import type pg from 'pg';
import type { SequenceInfo, TableInfo } from './format.ts';
import { qualified } from './format.ts';

export async function tenantSchemas(client: pg.ClientBase): Promise<string[]> {
  const res = await client.query<{ schema: string }>(
    `SELECT config->>'schema_name' AS schema FROM platform.tenants ORDER BY id`,
  );
  return res.rows.map((r) => r.schema);
}

/** Ordinary tables (and their non-generated columns, in order) of the given schemas. */
export async function listTables(client: pg.ClientBase, schemas: string[]): Promise<TableInfo[]> {
  const res = await client.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name,
        array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1)
      GROUP BY n.nspname, c.relname
      ORDER BY array_position($1, n.nspname::text), c.relname`,
    [schemas],
  );
  return res.rows;
}

export async function listSequences(client: pg.ClientBase, schemas: string[]): Promise<SequenceInfo[]> {
  const res = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1, 2`,
    [schemas],
  );
  const out: SequenceInfo[] = [];
  for (const s of res.rows) {
    const v = await client.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${qualified(s)}`,
    );
    out.push({ ...s, ...v.rows[0] });
  }
  return out;
}

export async function migrationVersions(client: pg.ClientBase, scopes: string[]): Promise<Record<string, string[]>> {
  const res = await client.query<{ scope: string; version: string }>(
    `SELECT scope, version FROM platform.schema_migrations WHERE scope = ANY($1) ORDER BY scope, version`,
    [scopes],
  );
  const out: Record<string, string[]> = Object.fromEntries(scopes.map((s) => [s, []]));
  for (const r of res.rows) out[r.scope].push(r.version);
  return out;
}

export async function schemaExists(client: pg.ClientBase, schema: string): Promise<boolean> {
  const res = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema]);
  return res.rowCount === 1;
}
