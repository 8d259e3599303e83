// The list-API catalogue (/admin/tbl/api-list): every registered list query described from its
// declaration (a feature's defineModule or defineEntity file), narrowed to what the principal may run and read.
// Nothing here is kept by hand: a new declaration appears as soon as the registry holds it.
import type { Principal } from '../auth/principal.ts';
import { ApiError } from '../errors.ts';
import { allQueries } from '../listmodel/query-registry.ts';
import { checkEntryAccess } from '../listmodel/run-list.ts';
import { mayReadColumn } from '../listmodel/column-access.ts';
import { DEFAULT_OPERATORS } from '../listmodel/value-types.ts';
import type { ColumnDef, QueryEntry } from '../listmodel/types.ts';
import type { CatalogueEntry } from '../../src/shared/api-catalogue.ts';

export const operatorsOf = (def: ColumnDef): string[] =>
  !def.filter ? [] : [...(def.filter === true ? DEFAULT_OPERATORS[def.type] : def.filter)];

/** True when the principal may run the entry (its permission, page, tenant and operator rules). */
export function mayRun(entry: QueryEntry, p: Principal): boolean {
  try {
    checkEntryAccess(entry, p);
    return true;
  } catch (e) {
    if (e instanceof ApiError) return false;
    throw e;
  }
}

export function describeEntry(entry: QueryEntry, p: Principal): CatalogueEntry {
  const fields = Object.entries(entry.columns)
    .filter(([, def]) => mayReadColumn(def, p))
    .map(([name, def]) => ({
      name,
      label: def.label,
      type: def.type,
      operators: operatorsOf(def),
      sortable: def.sort === true,
      filterOnly: def.hidden === true,
      ...(def.permission ? { permission: def.permission } : {}),
    }));
  return {
    bizobjfile: entry.bizobjfile,
    api: entry.api,
    ...(entry.description ? { description: entry.description } : {}),
    permission: entry.permission,
    ...(entry.uiPath ? { uiPath: entry.uiPath } : {}),
    level: entry.level,
    operatorOnly: entry.operatorOnly === true,
    ...(entry.onlySchemas ? { onlySchemas: [...entry.onlySchemas] } : {}),
    key: entry.key,
    defaultSort: entry.defaultSort.map(([c, d]) => [c, d]),
    fields,
  };
}

/** The catalogue as the principal sees it: the queries it may run, the fields it may read, by name. */
export function apiCatalogue(p: Principal): CatalogueEntry[] {
  return allQueries()
    .filter((e) => mayRun(e, p))
    .map((e) => describeEntry(e, p))
    .sort((a, b) => `${a.bizobjfile}/${a.api}`.localeCompare(`${b.bizobjfile}/${b.api}`));
}
