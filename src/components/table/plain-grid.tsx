// DataGrid's plain form (`<DataGrid plain …>`): the one grid where rows the screen already holds
// sit inside a page, drawer, widget or result (a transcript's courses, a drawer's units, an
// import's errors). Same columns as data, the same loading and error states, no title bar, column
// chooser, URL state or server paging; a wide grid scrolls in its own box, never the page.
import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import type { GridColumn } from './types.ts';
import { GridError } from './grid-states.tsx';

/** Rows with their loading and error states (answerRows / localRows give them). */
export interface LocalRows<T> {
  data: readonly T[] | undefined;
  loading: boolean;
  error?: { message?: string } | null;
  retry: () => void;
}

/** Rows already in hand (or loading), with no failure to show. */
export const localRows = <T,>(data: readonly T[] | undefined, loading = false): LocalRows<T> => ({
  data,
  loading,
  retry: () => undefined,
});

export interface PlainGridProps<T extends BaseRecord> {
  plain: true;
  columns: readonly GridColumn<T>[];
  rows: LocalRows<T>;
  /** the field that names a row (default `id`), or a function of the row and its index */
  rowKey?: string | ((record: T, index?: number) => string);
  /** the empty grid's words (antd's "No data" otherwise) */
  emptyText?: ReactNode;
  /** more under a row, opened by its + button; `when` says which rows have it */
  expand?: { render: (record: T) => ReactNode; when?: (record: T) => boolean };
  /** rows per page; all rows on one page when absent */
  pageSize?: number;
  /** pages the server cuts (rows are one page of `total`): the screen keeps the page number */
  serverPages?: { page: number; pageSize: number; total: number; onChange: (page: number) => void };
  /** past this height the rows scroll under a fixed header */
  height?: number;
  /** a long grid's header stays at the top of the window while the page scrolls its rows */
  sticky?: boolean;
  /** a row drawn as one cell across every column (a group's heading) when this gives its content */
  fullRow?: (record: T) => ReactNode | undefined;
  /** a last row under the columns (totals), one cell per column */
  summary?: { cells: readonly ReactNode[]; testId?: string };
  /** names the table for assistive technology (and tests) */
  label?: string;
  testId?: string;
}

function pagination<T extends BaseRecord>({ pageSize, serverPages: s }: PlainGridProps<T>) {
  if (s) return { current: s.page, pageSize: s.pageSize, total: s.total, onChange: s.onChange, hideOnSinglePage: true };
  return pageSize ? { pageSize, hideOnSinglePage: true } : false;
}

function summaryRow({ cells, testId }: NonNullable<PlainGridProps<BaseRecord>['summary']>) {
  return () => (
    <Table.Summary.Row data-testid={testId}>
      {cells.map((c, i) => (
        <Table.Summary.Cell key={i} index={i}>
          {c}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

export function PlainGrid<T extends BaseRecord>(props: PlainGridProps<T>) {
  const { rows, fullRow } = props;
  const span = props.columns.length;
  if (rows.error) return <GridError message={rows.error.message ?? 'Unknown error'} onRetry={rows.retry} />;
  return (
    // a sticky header needs the window as its scroller, so the table scrolls sideways on its own
    <div style={{ overflowX: props.sticky ? undefined : 'auto', width: '100%' }}>
      <Table<T>
        size="small"
        aria-label={props.label}
        data-testid={props.testId}
        rowKey={props.rowKey ?? 'id'}
        loading={rows.loading}
        dataSource={rows.data as T[] | undefined}
        pagination={pagination(props)}
        scroll={props.sticky ? { x: 'max-content', y: props.height } : props.height ? { y: props.height } : undefined}
        sticky={props.sticky}
        locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
        summary={props.summary ? summaryRow(props.summary) : undefined}
        expandable={
          props.expand ? { expandedRowRender: props.expand.render, rowExpandable: props.expand.when } : undefined
        }
        columns={props.columns.map((c, i) => ({
          key: c.field,
          dataIndex: c.field,
          title: c.title,
          width: c.width,
          fixed: c.fixed,
          onCell: fullRow ? (r: T) => (fullRow(r) === undefined ? {} : { colSpan: i === 0 ? span : 0 }) : undefined,
          render: fullRow
            ? (v: unknown, r: T) => fullRow(r) ?? (c.render ? c.render(v, r) : (v as ReactNode))
            : c.render && ((v: unknown, r: T) => c.render!(v, r)),
        }))}
      />
    </div>
  );
}
