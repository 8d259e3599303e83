// A lookups/<api> list (key/value pairs) as picker options, for forms (numeric keys) and grid
// filters (string values, as the URL keeps them). Reused across pages for a while, until a change is
// saved (src/providers/query-client.ts).
import { useList } from '@refinedev/core';
import { LOOKUP_META, LOOKUP_STALE_MS } from '../../providers/query-client.ts';

interface Pair {
  key: number;
  value: string;
}

/** `module`: the list module that holds the lookup (an entity's pickers, e.g. sections/terms). */
export function useLookup(api: string, module = 'lookups') {
  const { result, query } = useList<Pair>({
    resource: `${module}/${api}`,
    meta: { bizobjfile: module, api },
    pagination: { mode: 'off' },
    errorNotification: false,
    queryOptions: { staleTime: LOOKUP_STALE_MS, meta: LOOKUP_META },
  });
  const rows = result?.data ?? [];
  return {
    loading: query.isLoading,
    failed: query.isError,
    options: rows.map((r) => ({ value: r.key, label: r.value })),
    filterOptions: rows.map((r) => ({ value: String(r.key), label: r.value })),
  };
}
