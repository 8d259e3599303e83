// The rows of one named list query (bizobjfile/api) for a widget or a small panel: one page of up
// to `rowsize` rows, its loading and error state, and a retry. Grids use DataGrid instead.
import { useList, type BaseRecord, type CrudFilter, type HttpError } from '@refinedev/core';

export function useQueryRows<T extends BaseRecord>(
  bizobjfile: string,
  api: string,
  opts: { filters?: CrudFilter[]; rowsize?: number } = {},
) {
  const { result, query } = useList<T, HttpError>({
    resource: `${bizobjfile}/${api}`,
    meta: { bizobjfile, api },
    filters: opts.filters,
    pagination: { currentPage: 1, pageSize: opts.rowsize ?? 50 },
    errorNotification: false,
    queryOptions: { retry: (n, err) => !(err.statusCode >= 400 && err.statusCode < 500) && n < 2 },
  });
  return {
    rows: result?.data ?? [],
    loading: query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
