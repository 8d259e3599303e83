// A table template checked against its list query's declaration, as the principal may use it: the
// query exists and the principal may run it, every column exists, is readable and not filter-only,
// every filter's operator is one the column allows, every sort column is sortable, the grouping
// column is a sortable column of the query, every total is on a visible numeric column. Refused whole
// with 422 `template_invalid` and `fields` naming each fault; nothing is stored (docs/tables.md).
import type { Principal } from '../auth/principal.ts';
import { unprocessable } from '../errors.ts';
import { findQuery } from '../listmodel/query-registry.ts';
import { mayRun, operatorsOf } from '../catalogue/api-list.ts';
import { mayReadColumn } from '../listmodel/column-access.ts';
import type { QueryEntry } from '../listmodel/types.ts';
import type { TemplateDefinition } from '../../src/shared/entities/tbl-templates.ts';

const NO_VALUE = new Set(['is_null', 'not_null']);

/** Every fault of the definition, keyed by the field path it concerns (empty: none). */
export function templateFaults(def: TemplateDefinition, p: Principal | null): Record<string, string> {
  const entry = findQuery(def.bizobjfile, def.api);
  if (!entry) return { api: `No list query ${def.bizobjfile}/${def.api} in the catalogue` };
  if (p && !mayRun(entry, p)) return { api: `You may not run the list query ${def.bizobjfile}/${def.api}` };
  const faults: Record<string, string> = {};
  const usable = (name: string) => {
    const c = entry.columns[name];
    return c && (!p || mayReadColumn(c, p)) ? c : undefined;
  };
  const seen = new Set<string>();
  def.columns.forEach((c, i) => {
    const d = usable(c.name);
    if (!d || d.hidden) faults[`columns.${i}`] = `${queryName(entry)} has no column ${c.name}`;
    else if (seen.has(c.name)) faults[`columns.${i}`] = `Column ${c.name} is listed twice`;
    seen.add(c.name);
  });
  if (!def.columns.some((c) => c.visible)) faults.columns = 'At least one column must be visible';
  def.filters.forEach((f, i) => {
    const d = usable(f.column);
    const ops = d ? operatorsOf(d) : [];
    if (!d) faults[`filters.${i}`] = `${queryName(entry)} has no column ${f.column}`;
    else if (!ops.includes(f.op))
      faults[`filters.${i}`] = ops.length
        ? `${f.column} allows only ${ops.join(', ')}, not ${f.op}`
        : `${f.column} cannot be filtered`;
    else if (!NO_VALUE.has(f.op) && (f.value === undefined || f.value === null))
      faults[`filters.${i}`] = `The filter on ${f.column} needs a value`;
    else if ((f.op === 'in') !== Array.isArray(f.value) && !NO_VALUE.has(f.op))
      faults[`filters.${i}`] = f.op === 'in' ? `in takes a list of values` : `${f.op} takes one value`;
  });
  def.sort.forEach((s, i) => {
    if (usable(s.column)?.sort !== true) faults[`sort.${i}`] = `${queryName(entry)} cannot sort by ${s.column}`;
  });
  const group = def.group_by;
  if (group) {
    const d = usable(group);
    if (!d || d.hidden) faults.group_by = `${queryName(entry)} has no column ${group} to group by`;
    else if (d.sort !== true) faults.group_by = `${group} cannot be grouped by: its list query cannot sort by it`;
  }
  const totals = new Set<string>();
  (def.totals ?? []).forEach((t, i) => {
    const d = usable(t.column);
    const shown = def.columns.some((c) => c.name === t.column && c.visible);
    if (!d || d.hidden) faults[`totals.${i}`] = `${queryName(entry)} has no column ${t.column}`;
    else if (!NUMERIC.has(d.type)) faults[`totals.${i}`] = `${t.column} is not numeric (${d.type}): it has no ${t.fn}`;
    else if (!shown) faults[`totals.${i}`] = `A total shows under its column: show ${t.column} or remove its total`;
    else if (totals.has(`${t.column}:${t.fn}`)) faults[`totals.${i}`] = `The ${t.fn} of ${t.column} is listed twice`;
    totals.add(`${t.column}:${t.fn}`);
  });
  return faults;
}

const NUMERIC = new Set(['int', 'bigint', 'number']);

const queryName = (e: QueryEntry) => `${e.bizobjfile}/${e.api}`;

export function checkTemplate(def: TemplateDefinition, p: Principal): void {
  const fields = templateFaults(def, p);
  const first = Object.values(fields)[0];
  if (first)
    throw unprocessable(`The template is not valid for its list query: ${first}`, 'template_invalid', { fields });
}

/** The template's filters and sort as a list-query body's `filter` and `sort`. */
/** A grouped template's rows come ordered by the grouping column first, so each group is one run. */
export function toListQuery(def: Pick<TemplateDefinition, 'filters' | 'sort' | 'group_by'>) {
  const sort = def.sort.filter((s) => s.column !== def.group_by).map((s) => [s.column, s.dir] as [string, string]);
  if (def.group_by) sort.unshift([def.group_by, def.sort.find((s) => s.column === def.group_by)?.dir ?? 'asc']);
  return {
    filter: def.filters.map((f) => [f.column, f.op, NO_VALUE.has(f.op) ? null : f.value] as [string, string, unknown]),
    sort,
  };
}
