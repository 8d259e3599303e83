// A template's rows as a grid paged on the server. Not DataGrid: the columns are the template's
// (known only once loaded) and the rows come from the template's own route (server/tbl/routes.ts),
// which applies its saved filters and sort; loading, error (with Try again) and empty states as there.
import { useState } from 'react';
import { Alert, Button, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shown, type Page, type RowsAnswer } from './api.ts';

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
  return (
    <Table
      data-testid="template-grid"
      size="small"
      rowKey={(_, i) => String(i)}
      loading={rows.isFetching}
      dataSource={result?.rows ?? []}
      columns={(answer?.columns ?? []).map((c) => ({
        key: c.name,
        dataIndex: c.name,
        title: c.label,
        width: c.width,
        render: (v: unknown) => format(v, c.format),
      }))}
      pagination={
        paged
          ? {
              current: page.current,
              pageSize: page.size,
              total: result?.total ?? 0,
              showTotal: (t) => `${t} rows`,
              onChange: (current, size) => setPaging({ key: dataKey, current, size }),
            }
          : false
      }
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
    />
  );
}
