// Shown while rows are selected: how many, and what can be done to all of them at once.
import { App, Button, Space, Typography } from 'antd';
import type { BulkAction } from './types.ts';

export function BulkBar<T>({
  selected,
  actions,
  onDone,
}: {
  selected: T[];
  actions: readonly BulkAction<T>[];
  onDone: () => void;
}) {
  const { modal, message } = App.useApp();
  if (selected.length === 0 || actions.length === 0) return null;
  const run = (a: BulkAction<T>) => {
    const go = async () => {
      try {
        await a.run(selected);
        message.success(`${a.label}: ${selected.length} done`);
        onDone();
      } catch (err) {
        message.error((err as Error).message || `${a.label} failed`);
      }
    };
    if (!a.confirm) return void go();
    modal.confirm({
      title: a.label,
      content: a.confirm(selected),
      okText: a.label,
      okButtonProps: { danger: a.danger },
      onOk: go,
    });
  };
  return (
    <Space
      role="toolbar"
      aria-label="Selected rows"
      style={{ padding: '8px 12px', background: 'var(--ant-color-fill-tertiary, #f5f5f5)', borderRadius: 6 }}
    >
      <Typography.Text strong>{selected.length} selected</Typography.Text>
      {actions.map((a) => (
        <Button key={a.key} danger={a.danger} onClick={() => run(a)}>
          {a.label}
        </Button>
      ))}
      <Button type="link" onClick={onDone}>
        Clear selection
      </Button>
    </Space>
  );
}
