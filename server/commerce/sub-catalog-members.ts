// A sub-catalogue's courses and tenants: checked before the write (unknown ids answer 400 at the
// field), replaced inside the write's transaction.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { invalidField } from '../errors.ts';

/** the write engine's row and values (server/resources/types.ts), as plain records: commerce imports no engine */
type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

const MEMBERS = [
  {
    field: 'course_ids',
    table: 'sub_catalog_courses',
    column: 'catalog_course_id',
    from: 'catalog_courses',
    what: 'course',
  },
  { field: 'tenant_ids', table: 'sub_catalog_tenants', column: 'tenant_id', from: 'tenants', what: 'tenant' },
] as const;

export async function checkIdsExist(db: Db, values: Values) {
  for (const m of MEMBERS) {
    const ids = [...new Set((values[m.field] as number[] | undefined) ?? [])];
    if (!ids.length) continue;
    const found = await sql<{ c: number }>`
      SELECT count(*)::int AS c FROM ${sql.table(`platform.${m.from}`)} WHERE id = ANY(${ids}::int[])`.execute(db);
    if (found.rows[0].c !== ids.length) throw invalidField(m.field, `Some of the chosen ${m.what}s do not exist`);
  }
}

export async function saveMembers(trx: Db, row: Row, values: Values) {
  for (const m of MEMBERS) {
    const ids = values[m.field] as number[] | undefined;
    if (!ids) continue;
    const table = sql.table(`platform.${m.table}`);
    await sql`DELETE FROM ${table} WHERE sub_catalog_id = ${row.id}`.execute(trx);
    for (const id of new Set(ids))
      await sql`INSERT INTO ${table} (sub_catalog_id, ${sql.ref(m.column)}) VALUES (${row.id}, ${id})`.execute(trx);
  }
}
