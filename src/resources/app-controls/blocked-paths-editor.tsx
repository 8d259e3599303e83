// The blocked-path list as an editable table: every page that can be blocked, whether this list
// blocks it, and whether the default list does, so differences stand out.
import { useMemo, useState } from 'react';
import { Input, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
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
          // the page counts grow with the route table: at 375 px the control scrolls inside itself
          style={{ maxWidth: '100%', overflowX: 'auto' }}
          value={show}
          onChange={setShow}
          options={[
            { value: 'blocked', label: `Blocked (${value.length})` },
            ...(compare ? [{ value: 'differences' as Show, label: `Not default (${differences})` }] : []),
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
      <DataGrid<Row>
        plain
        rowKey="path"
        rows={localRows(rows)}
        height={480}
        emptyText={show === 'blocked' ? 'Nothing is blocked: every page is open (subject to permissions)' : 'No pages'}
        columns={[
          { field: 'path', title: 'Page', render: (_, r) => <Typography.Text code>{r.path}</Typography.Text> },
          ...(compare
            ? [
                {
                  field: 'inDefault',
                  title: 'Default list',
                  width: 130,
                  render: (_: unknown, r: Row) =>
                    r.inDefault ? (
                      <Tag color={r.blocked ? 'default' : 'orange'}>blocked</Tag>
                    ) : (
                      <Tag color={r.blocked ? 'orange' : 'default'}>open</Tag>
                    ),
                },
              ]
            : []),
          {
            field: 'blocked',
            title: 'Blocked here',
            width: 130,
            render: (_, r) => (
              <Switch
                checked={r.blocked}
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
