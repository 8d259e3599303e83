// Small helpers for writing query modules: one object per module, keyed by api name, the terse
// column declaration (`col.text(sql, use, label)`) and the columns that many queries declare alike.
import type { ColumnDef, QueryEntry } from './types.ts';
import { alike, columnOf, type ColumnSpec } from './columns.ts';

export { col, labelOf, type ColumnSpec } from './columns.ts';

/** A query as declared: columns may leave their label to their name (labelOf). */
export type EntrySpec = Omit<QueryEntry, 'bizobjfile' | 'api' | 'columns'> & {
  columns: Readonly<Record<string, ColumnSpec>>;
};

/** The registry entry of a declared query: every column gets its label. */
export function queryEntry(bizobjfile: string, api: string, spec: EntrySpec): QueryEntry {
  const columns = Object.fromEntries(Object.entries(spec.columns).map(([name, c]) => [name, columnOf(name, c)]));
  return { bizobjfile, api, ...spec, columns };
}

/** A module of list queries that are not an entity's (lookups, reports); registered by registry.ts. */
export function defineModule(bizobjfile: string, specs: Record<string, EntrySpec>): { queries: QueryEntry[] } {
  return { queries: Object.entries(specs).map(([api, spec]) => queryEntry(bizobjfile, api, spec)) };
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

/*
 * Columns many queries show alike, over the aliases the queries use for these tables: c courses,
 * sec sections, g grade_levels, p parties (the student), a assignments, tm terms.
 * `section_name: sectionName('sort')`.
 */
export const courseTitle = alike('text', 'c.course_title', 'Course');
export const sectionName = alike('text', 'sec.section_name', 'Section');
export const gradeLevel = alike('text', 'g.name', 'Grade level');
export const studentName = alike('text', "p.last_name || ', ' || p.first_name", 'Student');
export const dueDate = alike('date', 'a.due_date', 'Due');
export const maxPoints = alike('number', 'a.max_points::float8', 'Points');
export const yearTerm = alike('text', "tm.school_year || '/' || tm.term_name", 'Term');
