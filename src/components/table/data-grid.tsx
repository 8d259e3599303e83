// THE table pattern: a server-paged grid over a list query (through the Refine data provider),
// with search, filters, sorting, a column chooser, a row menu, multi-select bulk actions and
// empty / loading / error states. Filters, sorting and the page live in the URL. A screen whose
// API is not a list query hands over its fetched `rows` instead (paged in the browser); a small
// grid inside a page, drawer or widget is `<DataGrid plain …>` (plain-grid.tsx).
import { useMemo, useState, type ReactNode } from 'react';
import { Space, Table, Typography, type CheckboxProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, CrudSort, LogicalFilter, MetaQuery } from '@refinedev/core';
import type { BulkAction, GridColumn, GridFilter, RowAction } from './types.ts';
import { rowDragProps, type RowDrop } from './row-drag.ts';
import { useHeldPermissions } from './use-held-permissions.ts';
import { useColumnChoice } from './use-column-choice.ts';
import { useAccessRefresh } from './use-access-refresh.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { RowMenu } from './row-menu.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { FilterControl, SearchBox } from './grid-filters.tsx';
import { GridEmpty, GridError } from './grid-states.tsx';
import { PlainGrid, type LocalRows, type PlainGridProps } from './plain-grid.tsx';
// the data provider's resource map (imported lazily by it) arrives with a grid's page, so its first
// list is not one more request behind the page's first render (issue #32)
import '../../providers/data/resource-map.ts';

export type { LocalRows } from './plain-grid.tsx';
export { localRows } from './plain-grid.tsx';

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
  /** the field that names a row; default `id` */
  rowKey?: string;
  /** how a row is named in menus and confirmations */
  rowLabel: (record: T) => string;
  /** the search box: a placeholder searches the query's hidden `search` column (server/listmodel/define.ts) */
  search?: string | { field: string; placeholder: string };
  filters?: readonly GridFilter[];
  permanentFilters?: CrudFilter[];
  initialSorters?: CrudSort[];
  rowActions?: readonly RowAction<T>[];
  bulkActions?: readonly BulkAction<T>[];
  emptyText: string;
  emptyAction?: ReactNode;
  pageSize?: number;
  /** rows the screen fetched itself (an API outside the list queries, e.g. through useCustom):
   * paged in the browser, with the same loading, error and empty states; search, filters and
   * sorting are not offered, and nothing goes into the URL */
  rows?: LocalRows<T>;
  /** 1 when the grid is the page's main content, so its title is the page's one h1 */
  titleLevel?: 1 | 2;
  /** rows can be dragged onto one another (row-drag.ts); keep a keyboard way to the same change */
  onRowDrop?: RowDrop<T>;
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

/** THE grid: a list query's page grid, or (`plain`) a small grid of rows the screen holds. */
export function DataGrid<T extends BaseRecord>(props: DataGridProps<T> | PlainGridProps<T>) {
  return 'plain' in props ? <PlainGrid<T> {...props} /> : <PageGrid<T> {...props} />;
}

function PageGrid<T extends BaseRecord>(props: DataGridProps<T>) {
  const local = props.rows;
  const rowKey = props.rowKey ?? 'id';
  const search = typeof props.search === 'string' ? { field: 'search', placeholder: props.search } : props.search;
  const { tableProps, tableQuery, filters, setFilters, setCurrentPage } = useTable<T>({
    resource: props.resource,
    meta: props.meta,
    syncWithLocation: !local,
    queryOptions: { enabled: !local },
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
  const error = local ? (local.error ?? null) : tableQuery.isError ? (tableQuery.error as { message?: string }) : null;
  useAccessRefresh(error);
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
        sorter: c.sorter && !local ? true : undefined,
        render: c.render ? (v: unknown, r: T) => c.render!(v, r) : undefined,
      }));
    if (rowActions.length) {
      shown.push({
        key: '__actions',
        title: <span className="sr-only">Actions</span>,
        width: 56,
        render: (_: unknown, r: T) => <RowMenu record={r} actions={rowActions} label={props.rowLabel(r)} />,
      });
    }
    return shown;
  }, [props.columns, visible, rowActions, props.rowLabel, local]); // eslint-disable-line react-hooks/exhaustive-deps

  const pageSize = props.pageSize ?? 20;
  const shownProps = local
    ? {
        dataSource: local.data as T[] | undefined,
        loading: local.loading,
        pagination: { pageSize, hideOnSinglePage: true, showSizeChanger: false },
      }
    : tableProps;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title
          level={props.titleLevel ?? 2}
          style={{ margin: 0, fontSize: props.titleLevel === 1 ? 24 : undefined }}
        >
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
        {search && !local ? <SearchBox {...search} filters={filters} setFilters={applyFilters} /> : null}
        {(local ? [] : (props.filters ?? [])).map((f) => (
          <FilterControl key={f.field} filter={f} filters={filters} setFilters={applyFilters} />
        ))}
        <ColumnChooser columns={props.columns} visible={visible} onToggle={toggle} />
      </Space>
      <BulkBar selected={selected} actions={bulkActions} onDone={() => setSelected([])} />
      {error ? (
        <GridError
          message={error.message ?? 'Unknown error'}
          onRetry={local ? local.retry : () => void tableQuery.refetch()}
        />
      ) : (
        // the wrapper scrolls a wide table on a small screen; antd's own horizontal scroll would add
        // a hidden measuring row holding copies of the header controls, which keyboard users reach
        <div style={{ overflowX: 'auto', width: '100%' }}>
          <Table<T>
            {...shownProps}
            scroll={undefined}
            rowKey={rowKey}
            columns={columns}
            onRow={props.onRowDrop ? rowDragProps(rowKey, shownProps.dataSource ?? [], props.onRowDrop) : undefined}
            size="middle"
            rowSelection={
              bulkActions.length
                ? {
                    selectedRowKeys: selected.map((r) => r[rowKey] as React.Key),
                    preserveSelectedRowKeys: true,
                    onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
                    getCheckboxProps: (r) => ({ 'aria-label': `Select ${props.rowLabel(r)}` }) as CheckboxProps,
                  }
                : undefined
            }
            locale={{
              emptyText: shownProps.loading ? (
                ' '
              ) : (
                <GridEmpty
                  filtered={filtered}
                  text={props.emptyText}
                  onClear={clearFilters}
                  action={props.emptyAction}
                />
              ),
            }}
          />
        </div>
      )}
    </Space>
  );
}
