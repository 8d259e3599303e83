// A school moved to another instance keeps its own rows but not its platform numbers: its tenants
// row and its platform rows with a serial id take fresh ids from the target's sequences, and every
// reference to them (foreign keys among the imported rows and from the school's schema, and the
// tenant_id columns without a declared key, such as the audit log's) is rewritten to match.
import type pg from 'pg';
import { ident } from './format.ts';
import { adoptSharedRows } from './shared-rows.ts';

/** the temporary table a platform table's imported rows wait in */
export const stagingTable = (name: string) => `pg_temp.${ident(`import_${name}`)}`;

interface Ref {
  /** referencing relation (a staging table or a table of the school's schema) and column */
  relation: string;
  column: string;
  /** referenced platform table */
  target: string;
}

export async function remapIds(client: pg.ClientBase, imported: string[], schema: string) {
  // the sequence behind each imported table's `id` column (serial or identity), when it has one
  const serial = await client.query<{ name: string; seq: string }>(
    `SELECT c.relname AS name, s.oid::regclass::text AS seq
       FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
       JOIN pg_class c ON c.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND a.attname = 'id' AND c.relnamespace = 'platform'::regnamespace
        AND c.relname = ANY($1)`,
    [imported],
  );
  const mapped = new Set(serial.rows.map((r) => r.name));
  for (const r of serial.rows) {
    const map = ident(`map_${r.name}`);
    await client.query(`CREATE TEMP TABLE ${map} (old bigint PRIMARY KEY, new bigint) ON COMMIT DROP`);
    if (await hasTenantColumn(client, r.name)) await adoptSharedRows(client, r.name, map);
    await client.query(`INSERT INTO ${map} (old, new)
      SELECT id, nextval(${literal(r.seq)}::regclass) FROM ${stagingTable(r.name)} ORDER BY id`);
  }
  const refs = await references(client, imported, schema);
  for (const t of imported) {
    const key = `${stagingTable(t)}.tenant_id`;
    if ((await hasTenantColumn(client, t)) && !refs.some((r) => `${r.relation}.${r.column}` === key)) {
      refs.push({ relation: stagingTable(t), column: 'tenant_id', target: 'tenants' });
    }
  }
  for (const ref of refs.filter((r) => mapped.has(r.target))) {
    await client.query(`UPDATE ${ref.relation} r SET ${ident(ref.column)} = m.new
      FROM ${ident(`map_${ref.target}`)} m WHERE r.${ident(ref.column)} = m.old`);
  }
  for (const name of mapped) {
    await client.query(
      `UPDATE ${stagingTable(name)} r SET id = m.new FROM ${ident(`map_${name}`)} m WHERE r.id = m.old`,
    );
  }
}

/** single-column foreign keys to platform tables from the imported platform tables and the school's schema */
async function references(client: pg.ClientBase, imported: string[], schema: string): Promise<Ref[]> {
  const res = await client.query<{ schema: string; rel: string; col: string; target: string }>(
    `SELECT n.nspname AS schema, c.relname AS rel, a.attname AS col, tc.relname AS target
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_class tc ON tc.oid = k.confrelid JOIN pg_namespace tn ON tn.oid = tc.relnamespace
       JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
      WHERE k.contype = 'f' AND array_length(k.conkey, 1) = 1 AND tn.nspname = 'platform'
        AND ((n.nspname = 'platform' AND c.relname = ANY($1)) OR n.nspname = $2)`,
    [imported, schema],
  );
  return res.rows.map((r) => ({
    relation: r.schema === 'platform' ? stagingTable(r.rel) : `${ident(r.schema)}.${ident(r.rel)}`,
    column: r.col,
    target: r.target,
  }));
}

async function hasTenantColumn(client: pg.ClientBase, table: string) {
  const res = await client.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = 'platform' AND table_name = $1 AND column_name = 'tenant_id'`,
    [table],
  );
  return res.rowCount === 1;
}

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
