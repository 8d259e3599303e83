// Small helpers for writing query modules: one object per module, keyed by api name, and the
// columns that many queries declare alike.
import type { ColumnDef, QueryEntry } from '../listmodel/types.ts';

export type EntrySpec = Omit<QueryEntry, 'bizobjfile' | 'api'>;

/** A module of list queries that are not an entity's (lookups, reports); registered by registry.ts. */
export function defineModule(bizobjfile: string, specs: Record<string, EntrySpec>): { queries: QueryEntry[] } {
  return { queries: Object.entries(specs).map(([api, spec]) => ({ bizobjfile, api, ...spec })) };
}

/** The tenant's current term as 'year/term' (platform.settings), for scopes and flags. */
export const CURRENT_TERM = '(SELECT st.current_year_term FROM platform.settings st WHERE st.tenant_id = :tenantId)';

/** The hidden text a grid's search box filters (like / ilike); never selected. */
export const searchColumn = (sql: string, more?: Partial<ColumnDef>): ColumnDef => ({
  label: 'Search',
  type: 'text',
  hidden: true,
  sql,
  filter: ['like', 'ilike'],
  ...more,
});

/** A picker's key (an int id) and value (its name), both filterable and sortable. */
export const keyValueColumns = (keySql: string, valueLabel: string, valueSql: string): Record<string, ColumnDef> => ({
  key: { label: 'Key', type: 'int', sql: keySql, filter: ['=', 'in'], sort: true },
  value: { label: valueLabel, type: 'text', sql: valueSql, filter: ['=', 'ilike'], sort: true },
});

/** A row's version (sent back with a change, for the 409 check) and its creation time. */
export const versionCreatedColumns = (alias: string): Record<string, ColumnDef> => ({
  version: { label: 'Version', type: 'int', sql: `${alias}.version` },
  created_at: { label: 'Created', type: 'timestamp', sql: `${alias}.created_at`, sort: true },
});
