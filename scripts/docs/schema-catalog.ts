// Reads one schema's tables and columns from pg_catalog, in the shape schema-render.ts turns into
// Kysely's table interfaces (server/db/schema.gen.ts). Domains are read as their base type, arrays
// by their element type, enums with their labels; rows come back sorted so the output never
// depends on the order migrations added columns in.
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';

export interface CatalogColumn {
  name: string;
  /** the PostgreSQL type name after domains are resolved, e.g. `int8`, `timestamptz`, `my_enum` */
  type: string;
  /** true for arrays: `type` is then the element type */
  array: boolean;
  /** an enum's labels, in the enum's order */
  labels?: string[];
  nullable: boolean;
  /** `default`: the insert may leave it out; `always`: computed by the server, never written */
  generated: 'no' | 'default' | 'always';
  /** the type comes from an extension (vector, cube): the column exists only where it is installed */
  fromExtension: boolean;
}

export interface CatalogTable {
  name: string;
  view: boolean;
  columns: CatalogColumn[];
}

interface Row {
  table_name: string;
  relkind: string;
  column_name: string;
  type_name: string;
  type_kind: string;
  array: boolean;
  labels: string[] | null;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
  from_extension: boolean;
}

export async function readSchema(db: Db, schema: string): Promise<CatalogTable[]> {
  // t: the column's type; d: a domain's base type (or the type itself); e: an array's element
  const { rows } = await sql<Row>`
    WITH cols AS (
      SELECT c.relname AS table_name, c.relkind::text AS relkind, a.attname AS column_name,
        a.attnotnull OR (t.typtype = 'd' AND t.typnotnull) AS not_null,
        a.atthasdef OR t.typdefault IS NOT NULL AS has_default,
        a.attidentity::text AS identity, a.attgenerated::text AS generated,
        CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END AS base_oid
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      JOIN pg_type t ON t.oid = a.atttypid
      WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p', 'v', 'm')
    )
    SELECT cols.table_name, cols.relkind, cols.column_name, cols.not_null, cols.has_default, cols.identity,
      cols.generated, e.typname AS type_name, e.typtype::text AS type_kind, d.typcategory = 'A' AS array,
      (SELECT array_agg(l.enumlabel::text ORDER BY l.enumsortorder) FROM pg_enum l WHERE l.enumtypid = e.oid)
        AS labels,
      EXISTS (SELECT 1 FROM pg_depend x WHERE x.classid = 'pg_type'::regclass AND x.objid = e.oid
        AND x.deptype = 'e') AS from_extension
    FROM cols
    JOIN pg_type d ON d.oid = cols.base_oid
    JOIN pg_type e ON e.oid = CASE WHEN d.typcategory = 'A' THEN d.typelem ELSE d.oid END
    ORDER BY cols.table_name COLLATE "C", cols.column_name COLLATE "C"`.execute(db);
  const tables = new Map<string, CatalogTable>();
  for (const r of rows) {
    let table = tables.get(r.table_name);
    if (!table)
      tables.set(
        r.table_name,
        (table = { name: r.table_name, view: r.relkind !== 'r' && r.relkind !== 'p', columns: [] }),
      );
    table.columns.push({
      name: r.column_name,
      type: r.type_name,
      array: r.array,
      labels: r.type_kind === 'e' ? (r.labels ?? []) : undefined,
      nullable: !r.not_null,
      generated: r.generated === 's' || r.identity === 'a' ? 'always' : r.has_default || r.identity ? 'default' : 'no',
      fromExtension: r.from_extension,
    });
  }
  return [...tables.values()];
}
