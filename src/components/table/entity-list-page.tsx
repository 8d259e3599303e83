// An entity's list page declared as one object: the DataGrid over the entity's list query (its
// page path is the resource, its name the saved column choice), the "New …" button opening the
// create drawer route, the row actions of useRecordActions, and the drawers' <Outlet />. A page
// says only what is its own (docs/adding-a-screen.md); anything the grid takes besides passes on.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Button } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { DataGrid, type DataGridProps } from './data-grid.tsx';
import { CreateButton, useRecordActions, type RecordActionOptions } from './record-actions.tsx';
import { useHeldPermissions } from './use-held-permissions.ts';
import type { BulkAction, RowAction } from './types.ts';

type Order = string | readonly [string, 'asc' | 'desc'];
type Sort = Order | readonly (readonly [string, 'asc' | 'desc'])[];
const sorter = (o: Order) =>
  typeof o === 'string' ? { field: o, order: 'asc' as const } : { field: o[0], order: o[1] };
const sorters = (s?: Sort) => (s === undefined ? undefined : isOrderList(s) ? s.map(sorter) : [sorter(s)]);
const isOrderList = (s: Sort): s is readonly (readonly [string, 'asc' | 'desc'])[] => Array.isArray(s[0]);

type Row = BaseRecord & { id: string | number; version?: number; status?: string };
export type RecordActions<T extends Row> = ReturnType<typeof useRecordActions<T>>;

export interface ListPage<T extends Row> extends Omit<
  DataGridProps<T>,
  'id' | 'resource' | 'titleLevel' | 'rowActions' | 'bulkActions' | 'emptyText' | 'initialSorters'
> {
  /** the entity's shape; a page with none (users, tenants) names its own: its name (the record
   * actions'), label ("New <label>") and uiPath (the grid's resource) */
  shape: { name: string; label: string; uiPath: string };
  /** the page's h1 and, lower-cased, its empty text */
  title: string;
  /** the first order: a field (ascending), [field, 'desc'], or [[field, order], [field, order]]
   * for a tie-break */
  sort?: Sort;
  /** the saved column choice's name; default the entity's name */
  id?: string;
  /** edit, archive, history and delete (useRecordActions); the row label is `rowLabel`. Without
   * it the page's own `rowActions` are the row menu. */
  records?: Omit<RecordActionOptions<T>, 'shape' | 'label'>;
  /** the permission to create: a "New <label>" button that opens `<uiPath>/create` (or runs `onCreate`) */
  create?: string;
  createLabel?: string;
  /** the button's icon; default a plus */
  createIcon?: ReactNode;
  onCreate?: () => void;
  /** the row menu; default the record actions */
  rowActions?: (r: RecordActions<T>) => RowAction<T>[];
  bulkActions?: (r: RecordActions<T>) => BulkAction<T>[];
  /** default "No <title> yet" */
  emptyText?: string;
  /** a create button in the empty list (for a role that may create), e.g. "Create the first course" */
  emptyCreate?: string;
  /** what the page shows after the grid besides the drawer outlet (history, dialogs) */
  after?: ReactNode;
}

export function EntityListPage<T extends Row>({ page }: { page: ListPage<T> }) {
  const { shape, records, create, createLabel, createIcon, onCreate, emptyCreate, after, sort, ...grid } = page;
  const rec = useRecordActions<T>({ shape, label: page.rowLabel, update: '', ...records });
  const canCreate = useHeldPermissions([create]).has(create ?? '');
  const createNew = onCreate ?? (() => rec.open('create'));
  const createButton = (
    <CreateButton can={canCreate} onClick={createNew} icon={createIcon}>
      {createLabel ?? `New ${shape.label.toLowerCase()}`}
    </CreateButton>
  );
  const emptyAction =
    emptyCreate && canCreate ? (
      <Button type="primary" onClick={createNew}>
        {emptyCreate}
      </Button>
    ) : (
      page.emptyAction
    );
  return (
    <>
      <DataGrid<T>
        {...grid}
        id={page.id ?? shape.name}
        titleLevel={1}
        resource={shape.uiPath}
        initialSorters={sorters(sort)}
        actions={
          <>
            {page.actions}
            {createButton}
          </>
        }
        rowActions={page.rowActions ? page.rowActions(rec) : records && rec.actions}
        bulkActions={page.bulkActions?.(rec)}
        emptyText={page.emptyText ?? `No ${page.title.toLowerCase()} yet`}
        emptyAction={emptyAction}
      />
      {after}
      <Outlet />
    </>
  );
}
