// The batch-jobs page's filters: one job type and one state, kept in the URL (?type=&state=) so a
// link (the schedules page's "Run now") opens the runs of that job. The server filters
// (GET /api/batch-jobs?type=&state=), so a run is found however many other runs came after it.
import { useSearchParams } from 'react-router';
import { Select } from 'antd';

export interface RunFilter {
  type?: string;
  state?: string;
}

export function useRunFilter() {
  const [params, setParams] = useSearchParams();
  const filter: RunFilter = { type: params.get('type') ?? undefined, state: params.get('state') ?? undefined };
  const set = (key: keyof RunFilter, value: string | undefined) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  return { filter, set };
}

export function RunFilters({
  choice,
  types,
  states,
}: {
  choice: ReturnType<typeof useRunFilter>;
  types: { name: string; title: string }[];
  states: { value: string; label: string }[];
}) {
  return (
    <>
      <Select
        aria-label="Job"
        placeholder="Every job"
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 220 }}
        value={choice.filter.type}
        onChange={(v?: string) => choice.set('type', v)}
        options={types.map((t) => ({ value: t.name, label: t.title }))}
      />
      <Select
        aria-label="Status"
        placeholder="Every status"
        allowClear
        style={{ minWidth: 150 }}
        value={choice.filter.state}
        onChange={(v?: string) => choice.set('state', v)}
        options={states}
      />
    </>
  );
}
