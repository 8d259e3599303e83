// Moves an install made with the former embedded database (PGlite, $DATA_DIR/pgdata) to the
// embedded PostgreSQL server on its first start: the old folder is brought to the latest
// migration, the same migrations build the new schemas, every row of the platform and tenant
// schemas is copied (triggers off, so no audit rows or notifications are added), sequences
// follow, and each table's row count is compared. On success the old folder is renamed
// `pgdata.imported` (kept until the operator deletes it); on any failure the new schemas are
// dropped, the old folder stays, and the next start tries again. Queued background jobs are
// not carried over (scheduled ones are set up again at start).
import fs from 'node:fs';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { migrateAll, migratePlatform, migrateTenant } from './migrate.ts';
import { pglitePool } from './pglite-pool.ts';
import { createPGlite } from './pglite-engine.ts';
import type { Db } from './database.ts';

const PAGE = 2_000;

async function tablesOf(db: Db, schema: string): Promise<string[]> {
  const r = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n
    ON n.oid = c.relnamespace WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p') ORDER BY 1`.execute(db);
  return r.rows.map((t) => t.name).filter((t) => !(schema === 'platform' && t === 'schema_migrations'));
}

/** The columns a row can be written to (generated ones are computed again by the new server). */
async function writableColumns(target: pg.Client, schema: string, table: string): Promise<string[]> {
  const r = await target.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = format('%I.%I', $1::text, $2::text)::regclass
       AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [schema, table],
  );
  return r.rows.map((c) => c.name);
}

const count = async (db: Db, q: string) => Number((await sql.raw<{ n: string }>(q).execute(db)).rows[0].n);

async function copySchema(source: Db, target: pg.Client, targetDb: Db, schema: string) {
  const tables = await tablesOf(source, schema);
  const id = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const mine = await tablesOf(targetDb, schema);
  // what the migrations seeded in the new schema is replaced by the old rows
  if (mine.length) await target.query(`TRUNCATE ${mine.map((t) => `${id(schema)}.${id(t)}`).join(', ')} CASCADE`);
  for (const table of tables) {
    const name = `${id(schema)}.${id(table)}`;
    const cols = (await writableColumns(target, schema, table)).map(id).join(', ');
    for (let offset = 0; ; offset += PAGE) {
      const page = await sql
        .raw<{ j: string | null }>(
          `SELECT json_agg(t)::text AS j FROM (SELECT * FROM ${name} ORDER BY ctid LIMIT ${PAGE} OFFSET ${offset}) t`,
        )
        .execute(source);
      const json = page.rows[0].j;
      if (!json) break;
      await target.query(
        `INSERT INTO ${name} (${cols}) OVERRIDING SYSTEM VALUE
         SELECT ${cols} FROM json_populate_recordset(NULL::${name}, $1::json)`,
        [json],
      );
    }
    const [from, to] = await Promise.all([
      count(source, `SELECT count(*) AS n FROM ${name}`),
      count(targetDb, `SELECT count(*) AS n FROM ${name}`),
    ]);
    if (from !== to) throw new Error(`${name}: ${from} rows in the old database, ${to} copied`);
  }
  const seqs = await sql<{ name: string; last: string | null }>`SELECT sequencename AS name, last_value::text AS last
    FROM pg_sequences WHERE schemaname = ${schema}`.execute(source);
  for (const s of seqs.rows) {
    if (s.last !== null) await target.query(`SELECT setval($1, $2::bigint)`, [`${id(schema)}.${id(s.name)}`, s.last]);
  }
  return tables.length;
}

export async function importPGlite(legacyDir: string, url: string, log = (m: string) => console.log(`[db] ${m}`)) {
  const t0 = Date.now();
  log(`copying the former embedded database (${legacyDir}) to PostgreSQL; this happens once`);
  const pglite = await createPGlite(legacyDir);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const source: Db = new Kysely({ dialect: new PostgresDialect({ pool: pglitePool(pglite) as any }) });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const targetDb: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  let tenants: string[] = [];
  try {
    const used = await target.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'platform'`);
    if (used.rowCount) throw new Error(`the new server already has data: move ${legacyDir} away or empty $DATA_DIR/pg`);
    await migrateAll(source);
    const r = await sql<{ s: string }>`SELECT config->>'schema_name' AS s FROM platform.tenants`.execute(source);
    tenants = r.rows.map((t) => t.s);
    await migratePlatform(targetDb);
    for (const t of tenants) await migrateTenant(targetDb, t);
    // triggers (audit, notifications, foreign-key checks) stay off while rows are copied as they were
    await target.query(`SET session_replication_role = replica`);
    let tables = 0;
    for (const schema of ['platform', ...tenants]) tables += await copySchema(source, target, targetDb, schema);
    await target.query(`RESET session_replication_role`);
    log(`copied ${tables} tables of ${tenants.length} tenants, row counts equal, in ${Date.now() - t0} ms`);
  } catch (err) {
    await target.query(`RESET session_replication_role`).catch(() => undefined);
    for (const s of ['platform', 'pgboss', ...tenants]) {
      await target.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`).catch(() => undefined);
    }
    throw new Error(
      `Could not copy the former embedded database (${legacyDir}) to PostgreSQL: ${(err as Error).message}. ` +
        `Nothing was changed in ${legacyDir}; the next start tries again.`,
      { cause: err },
    );
  } finally {
    await target.end();
    await targetDb.destroy();
    await source.destroy();
  }
  fs.renameSync(legacyDir, `${legacyDir}.imported`);
  log(`the old folder is kept as ${legacyDir}.imported: delete it once the data is checked`);
}
