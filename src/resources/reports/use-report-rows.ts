// Every assignment of one term with its statistics (one request, up to the list API's 500 rows):
// the charts, the course and section pickers and the CSV export read these; the grid below
// pages the same query on the server.
import { useList, type CrudFilter, type HttpError } from '@refinedev/core';

export interface StatRow {
  id: number;
  title: string;
  category: string;
  due_date: string | null;
  max_points: number;
  section_id: number;
  section_name: string;
  course_id: number;
  course_title: string;
  term: string | null;
  graded: number;
  missing: number;
  excused: number;
  average: number | null;
  median: number | null;
  below_60: number;
  bands: Record<'A' | 'B' | 'C' | 'D' | 'F', number>;
}

export function useReportRows(termId: number | undefined) {
  const filters: CrudFilter[] = termId ? [{ field: 'term_id', operator: 'eq', value: termId }] : [];
  const { result, query } = useList<StatRow, HttpError>({
    resource: 'assignment_stats',
    filters,
    sorters: [{ field: 'due_date', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 500 },
    queryOptions: { enabled: termId !== undefined },
    errorNotification: false,
  });
  return {
    rows: result?.data ?? [],
    loading: termId === undefined || query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

export interface Terms {
  options: { value: number; label: string }[];
  current?: number;
  loading: boolean;
}

export function useTerms(): Terms {
  const { result, query } = useList<{ id: number; value: string; is_current: boolean }>({
    resource: 'security_users/terms',
    meta: { bizobjfile: 'security_users', api: 'terms' },
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const rows = result?.data ?? [];
  return {
    options: rows.map((r) => ({ value: r.id, label: r.value })),
    current: rows.find((r) => r.is_current)?.id ?? rows.at(-1)?.id,
    loading: query.isLoading,
  };
}
