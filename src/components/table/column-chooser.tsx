// The column chooser: which of the grid's columns are shown.
import { Button, Checkbox, Dropdown, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import type { GridColumn } from './types.ts';

export function ColumnChooser<T>({
  columns,
  visible,
  onToggle,
}: {
  columns: readonly GridColumn<T>[];
  visible: readonly string[];
  onToggle: (field: string, on: boolean) => void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <Space
          direction="vertical"
          className="ant-dropdown-menu"
          style={{ padding: 12 }}
          role="group"
          aria-label="Columns"
        >
          {columns.map((c) => (
            <Checkbox
              key={c.field}
              checked={visible.includes(c.field)}
              onChange={(e) => onToggle(c.field, e.target.checked)}
            >
              {c.title}
            </Checkbox>
          ))}
        </Space>
      )}
    >
      <Button icon={<SettingOutlined />}>Columns</Button>
    </Dropdown>
  );
}
