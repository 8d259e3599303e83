// A lookups/<api> list (key/value pairs) as picker options, for forms (numeric keys) and grid
// filters (string values, as the URL keeps them).
import { useList } from '@refinedev/core';

interface Pair {
  key: number;
  value: string;
}

export function useLookup(api: string) {
  const { result, query } = useList<Pair>({
    resource: `lookups/${api}`,
    meta: { bizobjfile: 'lookups', api },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const rows = result?.data ?? [];
  return {
    loading: query.isLoading,
    failed: query.isError,
    options: rows.map((r) => ({ value: r.key, label: r.value })),
    filterOptions: rows.map((r) => ({ value: String(r.key), label: r.value })),
  };
}
