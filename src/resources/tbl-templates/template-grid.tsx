// A template's rows as a plain DataGrid paged on the server. The columns are the template's (known
// only once loaded) and the rows come from the template's own route (server/tbl/routes.ts), which
// applies its saved filters and sort, or from the preview of a definition being edited; both are a
// POST through Refine's useCustom. A grouped template shows a heading row per group, totals a
// summary row (grid-groups.tsx).
import { useState } from 'react';
import { Pagination, Space } from 'antd';
import { useCustom, type HttpError } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { shown, type RowsAnswer } from './api.ts';
import { GROUP, totalsRow, withGroupRows, type GridRow } from './grid-groups.tsx';

interface Props {
  /** the rows' route: a template's own rows, or the preview of a definition */
  url: string;
  /** what the route reads besides the page (the definition of a preview) */
  body?: object;
  /** names what is read (the template and its version, or a definition): a new key starts again at
   * the first page */
  dataKey: string;
  pageSize?: number;
  /** paging controls; a preview shows one page only */
  paged?: boolean;
  emptyText: string;
}

const format = (v: unknown, kind?: string) => {
  if (v === null || v === undefined) return '';
  if (kind === 'date' || kind === 'datetime') {
    const d = new Date(String(v));
    if (!Number.isNaN(d.getTime())) return kind === 'date' ? d.toLocaleDateString() : d.toLocaleString();
  }
  if (kind === 'yesno') return v ? 'Yes' : 'No';
  return String(shown(v));
};

export function TemplateGrid({ url, body, dataKey, pageSize = 20, paged = true, emptyText }: Props) {
  const [paging, setPaging] = useState({ key: dataKey, current: 1, size: pageSize });
  const page = paging.key === dataKey ? paging : { key: dataKey, current: 1, size: paging.size };
  const { query } = useCustom<RowsAnswer, HttpError>({
    url,
    method: 'post',
    config: { payload: { ...body, rowoffset: (page.current - 1) * page.size, rowsize: page.size } },
    queryOptions: { placeholderData: keepPreviousData, retry: false },
    errorNotification: false,
  });
  const answer = query.data?.data;
  const columns: GridColumn<GridRow>[] = (answer?.columns ?? []).map((c) => ({
    field: c.name,
    title: c.label,
    width: c.width,
    render: (v) => format(v, c.format),
  }));
  // the pager is apart from the grid: group heading rows make a page longer than its page size
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <DataGrid<GridRow>
        plain
        testId="template-grid"
        rowKey={(_, i) => String(i)}
        rows={{
          data: withGroupRows(answer),
          loading: query.isFetching,
          error: query.error,
          retry: () => void query.refetch(),
        }}
        columns={columns}
        fullRow={(r) => (r[GROUP] ? <strong>{r[GROUP]}</strong> : undefined)}
        summary={totalsRow(answer)}
        emptyText={emptyText}
      />
      {paged ? (
        <Pagination
          align="end"
          current={page.current}
          pageSize={page.size}
          total={answer?.data[0]?.total ?? 0}
          showSizeChanger
          showTotal={(t) => `${t} rows`}
          onChange={(current, size) => setPaging({ key: dataKey, current, size })}
        />
      ) : null}
    </Space>
  );
}
