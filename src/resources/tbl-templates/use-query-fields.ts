// The fields of one list query as the signed-in user may use them, from the list-API catalogue
// (GET /api/tbl/api-list, server/catalogue): the template form's column, filter and sort choices.
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { CatalogueEntry, CatalogueField } from '../../shared/api-catalogue.ts';

export function useQueryFields(bizobjfile?: string, api?: string) {
  const answer = useApiAnswer<{ data: CatalogueEntry[] }>('/tbl/api-list', undefined, Boolean(bizobjfile && api));
  const error = answer.error?.message;
  const entry = answer.data
    ? (answer.data.data.find((e) => e.bizobjfile === bizobjfile && e.api === api) ?? null)
    : undefined;
  const fields: CatalogueField[] = entry?.fields ?? [];
  return {
    loading: entry === undefined && !error,
    error: error ?? (entry === null ? `You may not use the list query ${bizobjfile}/${api}` : undefined),
    columns: fields.filter((f) => !f.filterOnly),
    filterable: fields.filter((f) => f.operators.length),
    sortable: fields.filter((f) => f.sortable),
  };
}

export const optionsOf = (fields: readonly CatalogueField[]) => fields.map((f) => ({ value: f.name, label: f.label }));
