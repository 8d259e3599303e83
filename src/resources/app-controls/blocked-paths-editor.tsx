// The blocked-path list as an editable table: every page that can be blocked, whether this list
// blocks it, and whether the default list does, so differences stand out.
import { useMemo, useState } from 'react';
import { Input, Segmented, Space, Switch, Table, Tag, Typography } from 'antd';
import { BLOCKABLE_PATHS } from './app-control-rules.ts';

type Show = 'all' | 'blocked' | 'differences';
interface Row {
  path: string;
  blocked: boolean;
  inDefault: boolean;
}

export function BlockedPathsEditor({
  value,
  onChange,
  defaultList,
  compare,
  disabled,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  defaultList: readonly string[];
  /** false when editing the default list itself */
  compare: boolean;
  disabled?: boolean;
}) {
  const [show, setShow] = useState<Show>('blocked');
  const [q, setQ] = useState('');
  const rows = useMemo<Row[]>(
    () =>
      BLOCKABLE_PATHS.map((path) => ({
        path,
        blocked: value.includes(path),
        inDefault: defaultList.includes(path),
      })).filter(
        (r) =>
          (show === 'all' || (show === 'blocked' ? r.blocked : r.blocked !== r.inDefault)) && r.path.includes(q.trim()),
      ),
    [value, defaultList, show, q],
  );
  const differences = BLOCKABLE_PATHS.filter((p) => value.includes(p) !== defaultList.includes(p)).length;

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented<Show>
          value={show}
          onChange={setShow}
          options={[
            { value: 'blocked', label: `Blocked (${value.length})` },
            ...(compare ? [{ value: 'differences' as Show, label: `Differs from default (${differences})` }] : []),
            { value: 'all', label: `All pages (${BLOCKABLE_PATHS.length})` },
          ]}
        />
        <Input.Search
          aria-label="Filter paths"
          placeholder="Filter paths"
          allowClear
          onChange={(e) => setQ(e.target.value)}
          style={{ width: 240 }}
        />
      </Space>
      <Table<Row>
        rowKey="path"
        size="small"
        dataSource={rows}
        pagination={false}
        scroll={{ y: 480 }}
        locale={{
          emptyText:
            show === 'blocked' ? 'Nothing is blocked: every page is open (subject to permissions)' : 'No pages',
        }}
        columns={[
          { title: 'Page', dataIndex: 'path', render: (p: string) => <Typography.Text code>{p}</Typography.Text> },
          ...(compare
            ? [
                {
                  title: 'Default list',
                  dataIndex: 'inDefault',
                  width: 130,
                  render: (v: boolean, r: Row) =>
                    v ? (
                      <Tag color={r.blocked ? 'default' : 'orange'}>blocked</Tag>
                    ) : (
                      <Tag color={r.blocked ? 'orange' : 'default'}>open</Tag>
                    ),
                },
              ]
            : []),
          {
            title: 'Blocked here',
            dataIndex: 'blocked',
            width: 130,
            render: (v: boolean, r: Row) => (
              <Switch
                checked={v}
                disabled={disabled}
                aria-label={`Block ${r.path}`}
                data-path={r.path}
                onChange={(on) => onChange(on ? [...value, r.path] : value.filter((p) => p !== r.path))}
              />
            ),
          },
        ]}
      />
    </Space>
  );
}
