// Which platform rows belong to one school: its tenants row, every platform table's rows with its
// tenant_id, and the rows of its users in the tables keyed by user (their login identities, their
// notifications, their password links). A one-school backup carries these with the school's
// schema; the rest of the platform (the shared catalogue, signing keys, other schools) stays out,
// except the platform-wide rows (tenant_id NULL, such as an operator's document types) that the
// school's own tables point at: those travel too, and the import matches them (shared-rows.ts).
import type pg from 'pg';
import { ident, type TableInfo } from './format.ts';

export type TenantFilter = (table: TableInfo) => string | null;

/** The WHERE clause choosing the school's rows of each platform table (null: none of them). */
export async function tenantFilters(client: pg.ClientBase, tenantId: number, schema: string): Promise<TenantFilter> {
  const id = String(Math.trunc(tenantId));
  const users = `(SELECT user_id FROM platform.app_users WHERE tenant_id = ${id})`;
  const byUser: Record<string, string> = {
    identities: `sub IN ${users}`,
    user_notifications: `user_id IN ${users}`,
    password_links: `user_id IN ${users}`,
  };
  const shared = await sharedReferences(client, schema);
  return (table) => {
    if (table.schema !== 'platform') return null;
    if (table.name === 'tenants') return `id = ${id}`;
    if (byUser[table.name]) return byUser[table.name];
    if (!table.columns.includes('tenant_id')) return null;
    const refs = shared.get(table.name);
    const used = refs?.map((r) => `SELECT ${ident(r.column)} FROM ${ident(schema)}.${ident(r.table)}`).join(' UNION ');
    return used ? `tenant_id = ${id} OR (tenant_id IS NULL AND id IN (${used}))` : `tenant_id = ${id}`;
  };
}

/** Whether a platform table holds some of a school's rows (decided by its columns alone). */
export const isTenantTable = (table: TableInfo) =>
  table.schema === 'platform' &&
  (['tenants', 'identities', 'user_notifications', 'password_links'].includes(table.name) ||
    table.columns.includes('tenant_id'));

/** foreign keys from the school's tables to platform tables' `id`, by platform table */
async function sharedReferences(client: pg.ClientBase, schema: string) {
  const res = await client.query<{ target: string; table: string; column: string }>(
    `SELECT tc.relname AS target, c.relname AS table, a.attname AS column
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class tc ON tc.oid = k.confrelid
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1
        AND c.relnamespace = $1::regnamespace AND tc.relnamespace = 'platform'::regnamespace`,
    [schema],
  );
  const out = new Map<string, Array<{ table: string; column: string }>>();
  for (const r of res.rows) out.set(r.target, [...(out.get(r.target) ?? []), { table: r.table, column: r.column }]);
  return out;
}
