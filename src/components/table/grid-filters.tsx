// The grid's search box and filters, read from and written to the table's Refine filters (which
// the URL keeps, so a filtered list can be bookmarked or shared).
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { GridFilter } from './types.ts';

type SetFilters = (filters: CrudFilter[], behavior?: 'merge' | 'replace') => void;

const valueOf = (filters: readonly CrudFilter[], field: string, operator?: string) =>
  (
    filters.find((f) => (f as LogicalFilter).field === field && (!operator || f.operator === operator)) as
      LogicalFilter | undefined
  )?.value;

export function SearchBox({
  field,
  placeholder,
  filters,
  setFilters,
}: {
  field: string;
  placeholder: string;
  filters: readonly CrudFilter[];
  setFilters: SetFilters;
}) {
  return (
    <Input.Search
      key={String(valueOf(filters, field) ?? '')}
      aria-label={placeholder}
      placeholder={placeholder}
      allowClear
      defaultValue={String(valueOf(filters, field) ?? '')}
      onSearch={(v) => setFilters([{ field, operator: 'contains', value: v.trim() || undefined }])}
      style={{ width: 260 }}
    />
  );
}

export function FilterControl({
  filter,
  filters,
  setFilters,
}: {
  filter: GridFilter;
  filters: readonly CrudFilter[];
  setFilters: SetFilters;
}) {
  if (filter.kind === 'date-range') {
    const v = valueOf(filters, filter.field, 'between') as [string?, string?] | undefined;
    return (
      <DatePicker.RangePicker
        aria-label={filter.label}
        placeholder={[`${filter.label} from`, 'to']}
        allowEmpty={[true, true]}
        value={[v?.[0] ? dayjs(v[0]) : null, v?.[1] ? dayjs(v[1]) : null]}
        onChange={(range) =>
          setFilters([
            {
              field: filter.field,
              operator: 'between',
              value:
                range && (range[0] || range[1])
                  ? [range[0]?.startOf('day').toISOString(), range[1]?.endOf('day').toISOString()]
                  : undefined,
            },
          ])
        }
      />
    );
  }
  const current = valueOf(filters, filter.field, filter.operator) as string | undefined;
  const set = (value: string | undefined) =>
    setFilters([{ field: filter.field, operator: filter.operator, value: value || undefined }]);
  if (filter.kind === 'select') {
    return (
      <Select
        aria-label={filter.label}
        placeholder={filter.label}
        allowClear
        value={current}
        onChange={set}
        options={filter.options.map((o) => ({ ...o }))}
        style={{ minWidth: 150 }}
      />
    );
  }
  return (
    <Input.Search
      aria-label={filter.label}
      placeholder={filter.label}
      allowClear
      defaultValue={current}
      onSearch={set}
      style={{ width: 200 }}
    />
  );
}
