// Checks a list-query body against its registry entry: every filter column must be declared
// filterable with that operator and the value must fit the column's type; every sort column
// must be sortable. Anything else is a 400 that names the problem.
import { badRequest } from '../errors.ts';
import { checkValue, DEFAULT_OPERATORS } from './value-types.ts';
import { OPERATORS, type FilterCondition, type ListRequest, type Operator, type QueryEntry } from './types.ts';

export const ROWSIZE_DEFAULT = 50;
export const ROWSIZE_MAX = 500;
export const MAX_FILTERS = 20;
export const MAX_IN_VALUES = 500;
/** OFFSET is a bigint in PostgreSQL; a JSON integer such as 1e20 would overflow it */
export const ROWOFFSET_MAX = 2147483647;

export interface ListBody {
  filter?: unknown[];
  sort?: unknown[];
  rowsize?: number;
  rowoffset?: number;
  includeFieldLabels?: boolean | string;
}

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 60) ?? String(v);

function allowedOps(entry: QueryEntry, column: string): readonly Operator[] {
  const def = entry.columns[column];
  if (!def?.filter) return [];
  return def.filter === true ? DEFAULT_OPERATORS[def.type] : def.filter;
}

function condition(entry: QueryEntry, triple: unknown, i: number): FilterCondition {
  if (!Array.isArray(triple) || triple.length < 2 || triple.length > 3) {
    throw badRequest(`filter[${i}] must be a triple [column, operator, value]`, 'invalid_filter');
  }
  const [column, op, raw] = triple as [unknown, unknown, unknown];
  if (typeof column !== 'string' || !Object.hasOwn(entry.columns, column) || !entry.columns[column].filter) {
    throw badRequest(
      `filter[${i}]: column ${show(column)} is not filterable in ${entry.bizobjfile}/${entry.api}`,
      'invalid_filter_column',
    );
  }
  if (typeof op !== 'string' || !(OPERATORS as readonly string[]).includes(op)) {
    throw badRequest(
      `filter[${i}]: unknown operator ${show(op)}; use one of ${OPERATORS.join(' ')}`,
      'invalid_operator',
    );
  }
  const ops = allowedOps(entry, column);
  if (!ops.includes(op as Operator)) {
    throw badRequest(
      `filter[${i}]: operator ${op} is not allowed on ${column}; allowed: ${ops.join(' ')}`,
      'invalid_operator',
    );
  }
  const type = entry.columns[column].type;
  if (op === 'is_null' || op === 'not_null') return { column, op, value: null };
  if (op === 'in') {
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_IN_VALUES) {
      throw badRequest(
        `filter[${i}]: in needs a list of 1 to ${MAX_IN_VALUES} values for ${column}`,
        'invalid_filter_value',
      );
    }
    const values = raw.map((v) => {
      const c = checkValue(type, v);
      if (!c.ok) throw badRequest(`filter[${i}]: every value for ${column} must be ${c.why}`, 'invalid_filter_value');
      return c.value;
    });
    return { column, op, value: values };
  }
  const c = checkValue(type, raw);
  if (!c.ok) throw badRequest(`filter[${i}]: value for ${column} must be ${c.why}`, 'invalid_filter_value');
  // PostgreSQL refuses a LIKE pattern that ends in its escape character (an odd run of \)
  if ((op === 'like' || op === 'ilike') && /(^|[^\\])(\\\\)*\\$/.test(c.value as string)) {
    throw badRequest(
      `filter[${i}]: a ${op} pattern for ${column} cannot end with a lone backslash (write \\\\ for a literal one)`,
      'invalid_filter_value',
    );
  }
  return { column, op: op as Operator, value: c.value };
}

function sortItem(entry: QueryEntry, item: unknown, i: number): [string, 'asc' | 'desc'] {
  const [column, dir = 'asc'] = Array.isArray(item) ? item : [item];
  if (typeof column !== 'string' || !Object.hasOwn(entry.columns, column) || !entry.columns[column].sort) {
    throw badRequest(
      `sort[${i}]: column ${show(column)} is not sortable in ${entry.bizobjfile}/${entry.api}`,
      'invalid_sort',
    );
  }
  const d = typeof dir === 'string' ? dir.toLowerCase() : dir;
  if (d !== 'asc' && d !== 'desc') throw badRequest(`sort[${i}]: direction must be asc or desc`, 'invalid_sort');
  return [column, d];
}

export function validateRequest(entry: QueryEntry, body: ListBody): ListRequest {
  const filter = body.filter ?? [];
  if (filter.length > MAX_FILTERS) throw badRequest(`At most ${MAX_FILTERS} filters`, 'invalid_filter');
  const rowsize = body.rowsize ?? ROWSIZE_DEFAULT;
  if (!Number.isInteger(rowsize) || rowsize < 1 || rowsize > ROWSIZE_MAX) {
    throw badRequest(`rowsize must be an integer from 1 to ${ROWSIZE_MAX}`, 'invalid_rowsize');
  }
  const rowoffset = body.rowoffset ?? 0;
  if (!Number.isInteger(rowoffset) || rowoffset < 0 || rowoffset > ROWOFFSET_MAX)
    throw badRequest(`rowoffset must be an integer of 0 or more, at most ${ROWOFFSET_MAX}`, 'invalid_rowoffset');
  const sort = (body.sort ?? []).map((s, i) => sortItem(entry, s, i));
  const labels = body.includeFieldLabels;
  return {
    entry,
    conditions: filter.map((t, i) => condition(entry, t, i)),
    sort: sort.length ? sort : entry.defaultSort.map(([c, d]) => [c, d]),
    rowsize,
    rowoffset,
    includeFieldLabels: labels === true || labels === 'true' || labels === 'Y',
  };
}
