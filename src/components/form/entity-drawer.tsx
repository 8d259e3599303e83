// THE record form bound to the URL: the drawer a list's `drawers` routes render ('create',
// ':id/edit'). It loads the record to edit, saves through the data provider (the one write
// pipeline, with the record's version), and closing returns to the list with its filters, so the
// back button closes it and a link to it can be shared. Fields come from the entity's rules.
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Drawer, Spin } from 'antd';
import { useCreate, useOne, useUpdate, type BaseRecord } from '@refinedev/core';
import type { EntityShape } from '../../shared/entity.ts';
import { DrawerForm } from './drawer-form.tsx';

interface Props<R extends BaseRecord, V extends object> {
  shape: EntityShape;
  mode: 'create' | 'edit';
  /** the form's values for a record (edit) or a new one (create, from undefined) */
  toValues: (record?: R) => Partial<V>;
  /** how the record is named in the title and messages */
  recordLabel: (record: R) => string;
  children: ReactNode;
  /** a drawer bound to a query parameter rather than a sub-path (a tab's form: ?assignment=12)
   * names the record and how to close itself */
  recordId?: string;
  onClose?: () => void;
  /** the Refine resource when the entity shares its page with another (the curriculum page's units) */
  resource?: string;
}

const keyOf = (shape: EntityShape, raw: string | undefined) =>
  shape.idField === 'id' && raw && /^[0-9]+$/.test(raw) ? Number(raw) : raw;

export function EntityDrawer<R extends BaseRecord & { version?: number }, V extends object>(props: Props<R, V>) {
  const { shape, mode } = props;
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useParams();
  const id = keyOf(shape, props.recordId ?? params.id);
  const close = props.onClose ?? (() => navigate({ pathname: shape.uiPath, search }));
  const resource = props.resource ?? shape.uiPath;
  const { result: record, query } = useOne<R>({
    resource,
    id: id ?? '',
    queryOptions: { enabled: mode === 'edit' && id !== undefined },
    errorNotification: false,
  });
  const { mutateAsync: create } = useCreate<R>();
  const { mutateAsync: update } = useUpdate<R>();
  const noun = shape.label.toLowerCase();

  if (mode === 'edit' && !record) {
    return (
      <Drawer open title={`Edit ${noun}`} onClose={close} width={480}>
        {query.isError ? (
          <Alert
            type="error"
            showIcon
            message={`This ${noun} cannot be opened`}
            description={(query.error as { message?: string } | null)?.message}
          />
        ) : (
          <Spin tip={`Loading the ${noun}…`}>
            <div style={{ minHeight: 120 }} />
          </Spin>
        )}
      </Drawer>
    );
  }

  const submit = async (values: V) => {
    if (mode === 'create') {
      await create({ resource, values, successNotification: () => created(values, props) });
    } else {
      await update({
        resource,
        id: id!,
        values: { ...values, version: record!.version },
        successNotification: { type: 'success', message: `Saved ${props.recordLabel(record!)}` },
      });
    }
  };

  return (
    <DrawerForm<V>
      open
      title={mode === 'create' ? `New ${noun}` : `Edit ${props.recordLabel(record!)}`}
      submitLabel={mode === 'create' ? `Create ${noun}` : 'Save'}
      initialValues={props.toValues(record)}
      onSubmit={submit}
      onClose={close}
    >
      {props.children}
    </DrawerForm>
  );
}

function created<R extends BaseRecord, V extends object>(values: V, props: Props<R, V>) {
  return { type: 'success' as const, message: `${props.shape.label} created`, description: summary(values) };
}

const summary = (values: object) =>
  Object.values(values)
    .filter((v) => typeof v === 'string' && v)
    .slice(0, 2)
    .join(' · ');
