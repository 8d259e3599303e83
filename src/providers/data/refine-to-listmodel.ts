// Pure mapping from Refine's list parameters to the list-query wire format:
// filters → [column, operator, value] triples, sorters → sort, pagination → rowoffset/rowsize.
import type { CrudFilter, CrudSort, LogicalFilter, Pagination } from '@refinedev/core';

export type Triple = [column: string, operator: string, value?: unknown];

export const MAX_ROWS = 500;
const DEFAULT_PAGE_SIZE = 10;

/** A filter the list query cannot express; the provider turns it into a 400 the user sees. */
export class UnsupportedFilterError extends Error {}

/** LIKE patterns: the user's % and _ are literal characters, not wildcards. */
export const escapeLike = (v: unknown) => String(v).replace(/[\\%_]/g, (c) => `\\${c}`);

const SIMPLE: Record<string, string> = {
  eq: '=',
  eqs: '=',
  ne: '!=',
  nes: '!=',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
  in: 'in',
};
const PATTERN: Record<string, [op: string, pattern: (v: unknown) => string]> = {
  contains: ['ilike', (v) => `%${escapeLike(v)}%`],
  containss: ['like', (v) => `%${escapeLike(v)}%`],
  startswith: ['ilike', (v) => `${escapeLike(v)}%`],
  startswiths: ['like', (v) => `${escapeLike(v)}%`],
  endswith: ['ilike', (v) => `%${escapeLike(v)}`],
  endswiths: ['like', (v) => `%${escapeLike(v)}`],
};

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export function filtersToTriples(filters: readonly CrudFilter[] = []): Triple[] {
  const out: Triple[] = [];
  for (const f of filters) {
    if (f.operator === 'and') {
      out.push(...filtersToTriples(f.value));
      continue;
    }
    if (f.operator === 'or')
      throw new UnsupportedFilterError('"or" filters are not supported by the list query; use a search column');
    const { field, operator, value } = f as LogicalFilter;
    if (operator === 'null') {
      out.push([field, 'is_null']);
      continue;
    }
    if (operator === 'nnull') {
      out.push([field, 'not_null']);
      continue;
    }
    // an empty search box means "no filter", as in Refine's own providers
    if (empty(value)) continue;
    if (SIMPLE[operator]) out.push([field, SIMPLE[operator], operator === 'in' ? [].concat(value) : value]);
    else if (PATTERN[operator]) out.push([field, PATTERN[operator][0], PATTERN[operator][1](value)]);
    else if (operator === 'between') {
      const [from, to] = value as [unknown, unknown];
      if (!empty(from)) out.push([field, '>=', from]);
      if (!empty(to)) out.push([field, '<=', to]);
    } else
      throw new UnsupportedFilterError(
        `The filter operator "${operator}" on ${field} is not supported by the list query`,
      );
  }
  return out;
}

export function sortersToSort(sorters: readonly CrudSort[] = []): [string, 'asc' | 'desc'][] {
  return sorters.filter((s) => s.field && s.order).map((s) => [s.field, s.order === 'desc' ? 'desc' : 'asc']);
}

export function paginationToRows(p?: Pagination): { rowoffset: number; rowsize: number } {
  // 'off' and 'client' want every row: the list query answers at most MAX_ROWS at once
  if (p?.mode === 'off' || p?.mode === 'client') return { rowoffset: 0, rowsize: MAX_ROWS };
  const size = Math.min(Math.max(1, Math.floor(p?.pageSize ?? DEFAULT_PAGE_SIZE)), MAX_ROWS);
  const page = Math.max(1, Math.floor(p?.currentPage ?? 1));
  return { rowoffset: (page - 1) * size, rowsize: size };
}
