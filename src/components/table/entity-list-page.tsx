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

type Row = BaseRecord & { id: string | number; version?: number; status?: string };
export type RecordActions<T extends Row> = ReturnType<typeof useRecordActions<T>>;

export interface ListPage<T extends Row> extends Omit<
  DataGridProps<T>,
  'id' | 'resource' | 'titleLevel' | 'rowActions' | 'bulkActions' | 'emptyText' | 'initialSorters'
> {
  shape: { name: string; label: string; uiPath: string };
  /** the page's h1 and, lower-cased, its empty text */
  title: string;
  /** the first order: a field (ascending) or [field, 'desc'] */
  sort?: string | readonly [string, 'asc' | 'desc'];
  /** the saved column choice's name; default the entity's name */
  id?: string;
  /** edit, archive, history and delete (useRecordActions); the row label is `rowLabel` */
  records: Omit<RecordActionOptions<T>, 'shape' | 'label'>;
  /** the permission to create: a "New <label>" button that opens `<uiPath>/create` (or runs `onCreate`) */
  create?: string;
  createLabel?: string;
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
  const { shape, records, create, createLabel, onCreate, emptyCreate, after, sort, ...grid } = page;
  const [field, order] = typeof sort === 'string' ? [sort, 'asc' as const] : (sort ?? []);
  const rec = useRecordActions<T>({ shape, label: page.rowLabel, ...records });
  const canCreate = useHeldPermissions([create]).has(create ?? '');
  const createNew = onCreate ?? (() => rec.open('create'));
  const createButton = (
    <CreateButton can={canCreate} onClick={createNew}>
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
        initialSorters={field ? [{ field, order: order ?? 'asc' }] : undefined}
        actions={
          <>
            {page.actions}
            {createButton}
          </>
        }
        rowActions={page.rowActions ? page.rowActions(rec) : rec.actions}
        bulkActions={page.bulkActions?.(rec)}
        emptyText={page.emptyText ?? `No ${page.title.toLowerCase()} yet`}
        emptyAction={emptyAction}
      />
      {after}
      <Outlet />
    </>
  );
}
