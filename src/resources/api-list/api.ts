// The list-API catalogue's answers (server/catalogue/routes.ts) and the "try it" call.
import { apiFetch } from '../../providers/http-client.ts';
import type { CatalogueEntry } from '../../shared/api-catalogue.ts';

export type { CatalogueEntry, CatalogueField } from '../../shared/api-catalogue.ts';

export interface Catalogue {
  data: CatalogueEntry[];
  canRun: boolean;
}

export const CATALOGUE_URL = '/tbl/api-list';

export interface ListBody {
  bizobjfile: string;
  api: string;
  filter: [string, string, unknown][];
  sort?: [string, 'asc' | 'desc'][];
  rowsize: number;
  includeFieldLabels: true;
}

export interface ListAnswer {
  rows: Record<string, unknown>[];
  total: number;
  fieldLabels?: Record<string, string>;
}

export async function tryQuery(body: ListBody): Promise<ListAnswer> {
  const r = await apiFetch<{ data: ListAnswer[] }>(`${CATALOGUE_URL}/run`, { method: 'POST', body });
  return r.data[0];
}

const NO_VALUE = new Set(['is_null', 'not_null']);

export interface FilterInput {
  column?: string;
  op?: string;
  value?: string;
}

/** The form's filter rows as list-query triples: `in` takes a comma-separated list. */
export function toTriples(filters: readonly FilterInput[] = []): [string, string, unknown][] {
  return filters
    .filter((f) => f?.column && f.op)
    .map((f) => {
      if (NO_VALUE.has(f.op!)) return [f.column!, f.op!, null];
      if (f.op === 'in') return [f.column!, 'in', (f.value ?? '').split(',').map((v) => v.trim())];
      return [f.column!, f.op!, f.value ?? ''];
    });
}

export const needsValue = (op: string | undefined) => !!op && !NO_VALUE.has(op);
