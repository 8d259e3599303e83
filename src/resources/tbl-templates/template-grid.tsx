// A template's rows as a grid paged on the server. Not DataGrid: the columns are the template's
// (known only once loaded) and the rows come from the template's own route (server/tbl/routes.ts),
// which applies its saved filters and sort; loading, error (with Try again) and empty states as there.
// A grouped template shows a heading row per group, totals a summary row (grid-groups.tsx).
import { useState } from 'react';
import { Alert, Button, Pagination, Space, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shown, type Page, type RowsAnswer } from './api.ts';
import { GROUP, totalsRow, withGroupRows, type GridRow } from './grid-groups.tsx';

interface Props {
  /** fetches one page */
  load: (page: Page) => Promise<RowsAnswer>;
  /** names what `load` reads (the template and its version, or a definition): a new key starts
   * again at the first page */
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

export function TemplateGrid({ load, dataKey, pageSize = 20, paged = true, emptyText }: Props) {
  const [paging, setPaging] = useState({ key: dataKey, current: 1, size: pageSize });
  const page = paging.key === dataKey ? paging : { key: dataKey, current: 1, size: paging.size };
  const rows = useQuery({
    queryKey: ['tbl-template-rows', dataKey, page.current, page.size],
    queryFn: () => load({ rowoffset: (page.current - 1) * page.size, rowsize: page.size }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const answer = rows.data;

  if (rows.isError)
    return (
      <Alert
        type="error"
        showIcon
        message="The rows could not be loaded"
        description={rows.error.message}
        action={<Button onClick={() => void rows.refetch()}>Try again</Button>}
      />
    );
  const result = answer?.data[0];
  const width = answer?.columns.length ?? 1;
  // the pager is apart from the table: group heading rows make a page longer than its page size
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<GridRow>
        data-testid="template-grid"
        size="small"
        rowKey={(_, i) => String(i)}
        loading={rows.isFetching}
        dataSource={withGroupRows(answer)}
        rowClassName={(r) => (r[GROUP] ? 'template-group-row' : '')}
        columns={(answer?.columns ?? []).map((c, i) => ({
          key: c.name,
          dataIndex: c.name,
          title: c.label,
          width: c.width,
          // a group's heading spans the row
          onCell: (r: GridRow) => (r[GROUP] ? { colSpan: i === 0 ? width : 0 } : {}),
          render: (v: unknown, r: GridRow) => (r[GROUP] ? <strong>{r[GROUP]}</strong> : format(v, c.format)),
        }))}
        summary={totalsRow(answer)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
      />
      {paged ? (
        <Pagination
          align="end"
          current={page.current}
          pageSize={page.size}
          total={result?.total ?? 0}
          showSizeChanger
          showTotal={(t) => `${t} rows`}
          onChange={(current, size) => setPaging({ key: dataKey, current, size })}
        />
      ) : null}
    </Space>
  );
}
