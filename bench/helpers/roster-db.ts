// A fresh database on the throwaway PostgreSQL server with fresh tenant schemas, for the roster
// benchmarks (bench/roster.bench.ts, bench/roster-loop.bench.ts).
import os from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.ts';
import { migratePlatform } from '../../server/db/migrate.ts';
import { provisionTenant } from '../../server/tenants/provision.ts';

/** A fresh database `name` with fresh tenant `schemas`, each with the school's grade levels K, 1..12. */
export async function freshDatabase(adminUrl: string, name: string, schemas: string[]): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const d = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir(), databasePoolSize: 2 });
  try {
    await migratePlatform(d.db);
    for (const schema of schemas) {
      await provisionTenant(d.db, { schema, title: schema, tenantModel: 'B2B' });
      await sql`INSERT INTO ${sql.id(schema)}.grade_levels (code, name, sort_order)
        SELECT CASE WHEN g = 0 THEN 'K' ELSE g::text END, 'Grade ' || g, g FROM generate_series(0, 12) g`.execute(d.db);
    }
  } finally {
    await d.close();
  }
  return url.toString();
}
