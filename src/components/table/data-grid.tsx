// THE table pattern: a server-paged grid over a list query (through the Refine data provider),
// with search, filters, sorting, a column chooser, a row menu, multi-select bulk actions and
// empty / loading / error states. Filters, sorting and the page live in the URL.
import { useMemo, useState, type ReactNode } from 'react';
import { Space, Table, Typography, type CheckboxProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, CrudSort, LogicalFilter, MetaQuery } from '@refinedev/core';
import type { BulkAction, GridColumn, GridFilter, RowAction } from './types.ts';
import { useHeldPermissions } from './use-held-permissions.ts';
import { useColumnChoice } from './use-column-choice.ts';
import { useAccessRefresh } from './use-access-refresh.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { RowMenu } from './row-menu.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { FilterControl, SearchBox } from './grid-filters.tsx';
import { GridEmpty, GridError } from './grid-states.tsx';

export interface DataGridProps<T extends BaseRecord> {
  /** names this grid's saved column choice */
  id: string;
  /** the Refine resource (a page path or a resource name of src/providers/data/resource-map.ts) */
  resource: string;
  meta?: MetaQuery;
  title: ReactNode;
  description?: ReactNode;
  /** buttons beside the title (e.g. "Invite user") */
  actions?: ReactNode;
  columns: readonly GridColumn<T>[];
  rowKey: string;
  /** how a row is named in menus and confirmations */
  rowLabel: (record: T) => string;
  search?: { field: string; placeholder: string };
  filters?: readonly GridFilter[];
  permanentFilters?: CrudFilter[];
  initialSorters?: CrudSort[];
  rowActions?: readonly RowAction<T>[];
  bulkActions?: readonly BulkAction<T>[];
  emptyText: string;
  emptyAction?: ReactNode;
  pageSize?: number;
}

const isSet = (f: CrudFilter) => {
  const v = (f as LogicalFilter).value;
  return !(
    v === undefined ||
    v === null ||
    v === '' ||
    (Array.isArray(v) && v.every((x) => x === undefined || x === null))
  );
};

export function DataGrid<T extends BaseRecord>(props: DataGridProps<T>) {
  const { tableProps, tableQuery, filters, setFilters, setCurrentPage } = useTable<T>({
    resource: props.resource,
    meta: props.meta,
    syncWithLocation: true,
    pagination: { pageSize: props.pageSize ?? 20 },
    sorters: { initial: props.initialSorters },
    filters: { permanent: props.permanentFilters },
  });
  const held = useHeldPermissions([...(props.rowActions ?? []), ...(props.bulkActions ?? [])].map((a) => a.permission));
  const allowed = <A extends { permission?: string }>(list: readonly A[] = []) =>
    list.filter((a) => !a.permission || held.has(a.permission));
  const rowActions = allowed(props.rowActions);
  const bulkActions = allowed(props.bulkActions);
  const { visible, toggle } = useColumnChoice(props.id, props.columns);
  useAccessRefresh(tableQuery.error);
  const [selected, setSelected] = useState<T[]>([]);
  const userFilters = filters.filter(
    (f) => !props.permanentFilters?.some((p) => (p as LogicalFilter).field === (f as LogicalFilter).field),
  );
  const filtered = userFilters.some(isSet);

  const applyFilters = (next: CrudFilter[]) => {
    setFilters(next, 'merge');
    setCurrentPage(1);
  };
  const clearFilters = () => {
    setFilters(
      userFilters.map((f) => ({ ...(f as LogicalFilter), value: undefined })),
      'merge',
    );
    setCurrentPage(1);
  };

  const columns = useMemo<ColumnsType<T>>(() => {
    const shown: ColumnsType<T> = props.columns
      .filter((c) => visible.includes(c.field))
      .map((c) => ({
        key: c.field,
        dataIndex: c.field,
        title: c.title,
        width: c.width,
        sorter: c.sorter ? true : undefined,
        render: c.render ? (v: unknown, r: T) => c.render!(v, r) : undefined,
      }));
    if (rowActions.length) {
      shown.push({
        key: '__actions',
        title: <span className="sr-only">Actions</span>,
        width: 56,
        fixed: 'right',
        render: (_: unknown, r: T) => <RowMenu record={r} actions={rowActions} label={props.rowLabel(r)} />,
      });
    }
    return shown;
  }, [props.columns, visible, rowActions, props.rowLabel]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        <Space wrap>{props.actions}</Space>
      </Space>
      {props.description ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {props.description}
        </Typography.Paragraph>
      ) : null}
      <Space wrap>
        {props.search ? <SearchBox {...props.search} filters={filters} setFilters={applyFilters} /> : null}
        {props.filters?.map((f) => (
          <FilterControl key={f.field} filter={f} filters={filters} setFilters={applyFilters} />
        ))}
        <ColumnChooser columns={props.columns} visible={visible} onToggle={toggle} />
      </Space>
      <BulkBar selected={selected} actions={bulkActions} onDone={() => setSelected([])} />
      {tableQuery.isError ? (
        <GridError
          message={(tableQuery.error as { message?: string } | null)?.message ?? 'Unknown error'}
          onRetry={() => void tableQuery.refetch()}
        />
      ) : (
        <Table<T>
          {...tableProps}
          rowKey={props.rowKey}
          columns={columns}
          size="middle"
          rowSelection={
            bulkActions.length
              ? {
                  selectedRowKeys: selected.map((r) => r[props.rowKey] as React.Key),
                  preserveSelectedRowKeys: true,
                  onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
                  getCheckboxProps: (r) => ({ 'aria-label': `Select ${props.rowLabel(r)}` }) as CheckboxProps,
                }
              : undefined
          }
          locale={{
            emptyText: tableProps.loading ? (
              ' '
            ) : (
              <GridEmpty filtered={filtered} text={props.emptyText} onClear={clearFilters} action={props.emptyAction} />
            ),
          }}
        />
      )}
    </Space>
  );
}
