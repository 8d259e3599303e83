// THE form pattern: a drawer over the list with an antd form whose fields carry the shared rules
// (RuleField). Saving calls onSubmit; a failure's field messages are shown at their fields, the
// rest (e.g. a 409 from someone else's save) above the form. Closing with unsaved changes asks first.
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { saveFailure, type SaveFailure } from './server-errors.ts';

interface Props<V> {
  open: boolean;
  title: ReactNode;
  /** the values the form starts from each time it opens */
  initialValues?: Partial<V>;
  submitLabel?: string;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  width?: number;
}

/** The props of a drawer that edits one row of a page: open while `row` is set. */
export interface RowDrawerProps<R, V> {
  row: R | undefined;
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

export function DrawerForm<V extends object>({
  open,
  title,
  initialValues,
  submitLabel = 'Save',
  onSubmit,
  onClose,
  children,
  width = 480,
}: Props<V>) {
  const [form] = Form.useForm<V>();
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as never);
    setFailure(undefined);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show their messages
    }
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit(values);
      onClose();
    } catch (err) {
      const f = saveFailure(err);
      const known = Object.entries(f.fields).filter(([name]) => name in (values as object));
      form.setFields(known.map(([name, msg]) => ({ name: name as never, errors: [msg] })));
      // a message at a field is enough; anything else is shown above the form
      if (known.length === 0) setFailure(f);
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (!form.isFieldsTouched() || saving) return onClose();
    modal.confirm({
      title: 'Discard your changes?',
      okText: 'Discard',
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  return (
    <Drawer
      open={open}
      title={title}
      width={width}
      onClose={close}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={submit}>
            {submitLabel}
          </Button>
        </Space>
      }
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={failure.status === 409 ? 'Someone else saved this record first' : 'Not saved'}
          description={failure.message}
        />
      ) : null}
      <Form<V> form={form} layout="vertical" onFinish={submit} requiredMark>
        {typeof children === 'function' ? children(form) : children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
