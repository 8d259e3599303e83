// The curriculum drawers' delete button: asks first, names the record for screen readers, deletes
// with the record's version (a refusal such as 409 in_use shows as the data provider's notice).
import { useDelete } from '@refinedev/core';
import { Button, Popconfirm } from 'antd';

interface Props {
  resource: string;
  record: { id: number; version: number };
  name: string;
  question: string;
}

export function ConfirmDelete({ resource, record, name, question }: Props) {
  const { mutateAsync: remove } = useDelete();
  const onConfirm = () =>
    remove({
      resource,
      id: record.id,
      values: { version: record.version },
      successNotification: { type: 'success', message: `Deleted ${name}` },
    }).catch(() => undefined);
  return (
    <Popconfirm title={question} okText="Delete" onConfirm={onConfirm}>
      <Button danger size="small" aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
