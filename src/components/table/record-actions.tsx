// The row actions every entity list shares, declared once: edit (opens the drawer route), archive
// and restore through the record's status, delete after a question, and the record's history.
// A list adds its own actions around them (docs/adding-a-screen.md).
import type { ReactNode } from 'react';
import { useDelete, useInvalidate, useUpdate } from '@refinedev/core';
import { App, Button } from 'antd';
import { runAction } from '../../providers/data/run-action.ts';
import { useLocation, useNavigate } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import type { HistoryTarget } from './record-history.tsx';
import type { RowAction } from './types.ts';

interface Row {
  id: string | number;
  version?: number;
  status?: string;
}

export interface RecordActionOptions<T extends Row> {
  /** the entity's shape (src/shared/entities): its uiPath is the data provider's resource, its
   * name the actions' and the audit log's */
  shape: { name: string; uiPath: string };
  label: (r: T) => string;
  /** the permissions of update and delete; an action is shown only to a role holding its own */
  update: string;
  delete?: string;
  /** an Edit action that opens the drawer route `${resource}/${id}/edit` over the list */
  edit?: boolean;
  /** archive and restore set status to these values; the question says what archiving keeps */
  archive?: { archived: string; active: string; confirm: (r: T) => string };
  /** the question before deleting; by default "Delete X? This cannot be undone." */
  confirmDelete?: (r: T) => string;
  /** shows a record's history (RecordHistory) */
  history?: (t: HistoryTarget) => void;
  /** hidden for records this role may not change (e.g. a platform record seen by a school) */
  readOnly?: (r: T) => boolean;
  /** records the server would refuse to delete (in use, current): no Delete for them */
  undeletable?: (r: T) => boolean;
}

/** Edit, archive, restore, history and delete for one entity, plus the writes behind them, and
 * `open`, which opens one of the list's drawer routes (`create`, `7/edit`) keeping its filters. */
export function useRecordActions<T extends Row>(o: RecordActionOptions<T>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const open = (path: string) => navigate({ pathname: `${o.shape.uiPath}/${path}`, search });
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync: update } = useUpdate<T>();
  const { mutateAsync: remove } = useDelete<T>();
  const locked = (r: T) => o.readOnly?.(r) ?? false;

  const setStatus = (r: T, status: string) =>
    update({
      resource: o.shape.uiPath,
      id: r.id,
      values: { status, version: r.version },
      successNotification: { type: 'success', message: `${o.label(r)} is ${status}` },
    }).catch(() => undefined);
  const removeOne = (r: T) =>
    remove({
      resource: o.shape.uiPath,
      id: r.id,
      values: r.version === undefined ? undefined : { version: r.version },
      successNotification: { type: 'success', message: `Deleted ${o.label(r)}` },
    }).catch(() => undefined);

  /** One record's named action (server/resources/actions.ts): its message, then the list again. */
  const runOne = async <O,>(r: T, action: string, done: (output: O | undefined) => string) => {
    const answer = await runAction<T, O>(o.shape.name, action, [r.id]).catch(
      (e: Error) => void message.error(e.message),
    );
    const result = answer?.results[0];
    if (result && !result.ok) message.error(result.error.message);
    if (result?.ok) {
      message.success(done(result.output));
      await invalidate({ resource: o.shape.uiPath, invalidates: ['list'] });
    }
  };

  const actions: RowAction<T>[] = [];
  if (o.edit)
    actions.push({
      key: 'edit',
      label: 'Edit',
      permission: o.update,
      hidden: locked,
      run: (r) => open(`${r.id}/edit`),
    });
  if (o.archive) {
    const a = o.archive;
    actions.push(
      {
        key: 'archive',
        label: 'Archive',
        permission: o.update,
        hidden: (r) => locked(r) || r.status === a.archived,
        confirm: a.confirm,
        run: (r) => setStatus(r, a.archived),
      },
      {
        key: 'restore',
        label: 'Restore',
        permission: o.update,
        hidden: (r) => locked(r) || r.status !== a.archived,
        run: (r) => setStatus(r, a.active),
      },
    );
  }
  if (o.history) {
    const show = o.history;
    actions.push({
      key: 'history',
      label: 'History',
      permission: 'logs.read',
      run: (r) => show({ resource: o.shape.name, recordId: r.id, label: o.label(r) }),
    });
  }
  if (o.delete)
    actions.push({
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: o.delete,
      hidden: (r) => locked(r) || (o.undeletable?.(r) ?? false),
      confirm: o.confirmDelete ?? ((r) => `Delete ${o.label(r)}? This cannot be undone.`),
      run: removeOne,
    });
  return { actions, open, setStatus, removeOne, runOne };
}

/** The list's "New …" button, shown only to a role that may create. */
export function CreateButton({
  can,
  onClick,
  icon,
  children,
}: {
  can: boolean;
  onClick: () => void;
  icon?: ReactNode;
  children: ReactNode;
}) {
  if (!can) return null;
  return (
    <Button type="primary" icon={icon ?? <PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}
