// The term picker of every term-based screen: the school's terms, defaulting to the current one
// (the settings' current_year_term, year/term). The choice lives in the URL (?term=<id>, or
// "all"), so a link keeps it.
import { useSearchParams } from 'react-router';
import { Select } from 'antd';
import { useList } from '@refinedev/core';
import { LOOKUP_META, LOOKUP_STALE_MS } from '../providers/query-client.ts';

interface TermRow {
  key: number;
  value: string;
  current: boolean;
}

/** The terms and the chosen one: a term id, or undefined for every term. */
export function useTermChoice() {
  const [params, setParams] = useSearchParams();
  const { result, query } = useList<TermRow>({
    resource: 'sections/terms',
    meta: { bizobjfile: 'sections', api: 'terms' },
    pagination: { mode: 'off' },
    errorNotification: false,
    // a definition, like a lookup: reused across pages until a change is saved, so a term-based
    // page opened again asks its rows at once instead of after the terms (issue #32)
    queryOptions: { staleTime: LOOKUP_STALE_MS, meta: LOOKUP_META },
  });
  const terms = result?.data ?? [];
  const raw = params.get('term');
  const current = terms.find((t) => t.current)?.key;
  const termId = raw === 'all' ? undefined : raw ? Number(raw) : current;
  const choose = (v: number | 'all') =>
    setParams(
      (p) => {
        p.set('term', String(v));
        p.delete('current');
        return p;
      },
      { replace: true },
    );
  return { terms, termId, ready: !query.isLoading, failed: query.isError, choose };
}

export function TermPicker({ choice }: { choice: ReturnType<typeof useTermChoice> }) {
  return (
    <Select
      aria-label="Term"
      style={{ minWidth: 170 }}
      loading={!choice.ready}
      value={choice.termId ?? 'all'}
      onChange={choice.choose}
      options={[
        { value: 'all', label: 'All terms' },
        ...choice.terms.map((t) => ({ value: t.key, label: t.current ? `${t.value} (current)` : t.value })),
      ]}
    />
  );
}
