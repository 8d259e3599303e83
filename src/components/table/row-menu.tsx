// A row's action menu ("…"): the actions the role may run on this record, confirmed when asked.
import { App, Button, Dropdown } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import type { RowAction } from './types.ts';

export function RowMenu<T>({ record, actions, label }: { record: T; actions: readonly RowAction<T>[]; label: string }) {
  const { modal } = App.useApp();
  const shown = actions.filter((a) => !a.hidden?.(record));
  if (shown.length === 0) return null;
  const run = (a: RowAction<T>) => {
    if (!a.confirm) return void a.run(record);
    modal.confirm({
      title: a.label,
      content: a.confirm(record),
      okText: a.label,
      okButtonProps: { danger: a.danger },
      onOk: () => a.run(record),
    });
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: shown.map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          const a = shown.find((x) => x.key === key);
          if (a) run(a);
        },
      }}
    >
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={`Actions for ${label}`}
        onClick={(e) => e.stopPropagation()}
      />
    </Dropdown>
  );
}
