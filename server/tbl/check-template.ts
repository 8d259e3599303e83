// A table template checked against its list query's declaration, as the principal may use it: the
// query exists and the principal may run it, every column exists, is readable and not filter-only,
// every filter's operator is one the column allows, every sort column is sortable. Refused whole
// with 422 `template_invalid` and `fields` naming each fault; nothing is stored (docs/tables.md).
import type { Principal } from '../auth/principal.ts';
import { unprocessable } from '../errors.ts';
import { findQuery } from '../queries/index.ts';
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
  return faults;
}

const queryName = (e: QueryEntry) => `${e.bizobjfile}/${e.api}`;

export function checkTemplate(def: TemplateDefinition, p: Principal): void {
  const fields = templateFaults(def, p);
  const first = Object.values(fields)[0];
  if (first)
    throw unprocessable(`The template is not valid for its list query: ${first}`, 'template_invalid', { fields });
}

/** The template's filters and sort as a list-query body's `filter` and `sort`. */
export function toListQuery(def: Pick<TemplateDefinition, 'filters' | 'sort'>) {
  return {
    filter: def.filters.map((f) => [f.column, f.op, NO_VALUE.has(f.op) ? null : f.value] as [string, string, unknown]),
    sort: def.sort.map((s) => [s.column, s.dir] as [string, string]),
  };
}
