// "Why can't I?": for a tenant, each route against each role, allowed or the reason.
// Platform operators pick the tenant; everyone else sees their own.
import { useMemo, useState } from 'react';
import { Alert, Input, Select, Space, Switch, Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import type { MatrixRow } from '../../policies/access-matrix.ts';
import { useAccessMatrix } from './use-access-matrix.ts';
import { MatrixCell } from './matrix-cell.tsx';

export default function AccessMatrixPage() {
  const [tenant, setTenant] = useState<string>();
  const [search, setSearch] = useState('');
  const [deniedOnly, setDeniedOnly] = useState(false);
  const { data, error, isLoading } = useAccessMatrix(tenant);
  const roles = useMemo(() => data?.roles.map((r) => r.role_name) ?? [], [data]);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data?.rows ?? []).filter(
      (r) =>
        (!q || r.path.toLowerCase().includes(q) || r.permission.toLowerCase().includes(q)) &&
        (!deniedOnly || roles.some((role) => !r.cells[role]?.allow)),
    );
  }, [data, search, deniedOnly, roles]);

  const columns: GridColumn<MatrixRow>[] = [
    {
      field: 'path',
      title: 'Path',
      fixed: 'left',
      width: 260,
      render: (p) => <Typography.Text code>{String(p)}</Typography.Text>,
    },
    {
      field: 'permission',
      title: 'Needs',
      width: 200,
      render: (perm, r) => (
        <span title={r.why ?? `spec ${r.source}`}>{perm === 'none' ? 'any signed-in user' : String(perm)}</span>
      ),
    },
    ...roles.map((role) => ({
      field: role,
      title: role,
      width: 170,
      render: (_: unknown, r: MatrixRow) => <MatrixCell cell={r.cells[role]} />,
    })),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        Access matrix
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Every page against every role of {data ? <strong>{data.tenant.title}</strong> : 'the school'}: allowed, or why
        not.
        {data
          ? ` Blocked paths: ${data.blockedPaths.length} (${data.blockedPathsSource === 'tenant' ? "the school's own list" : 'the default list'}).`
          : ''}
      </Typography.Paragraph>
      <Space wrap>
        {data?.tenants ? (
          <Select
            aria-label="Tenant"
            data-testid="tenant-picker"
            style={{ minWidth: 220 }}
            value={data.tenant.schema}
            onChange={setTenant}
            options={data.tenants.map((t) => ({ value: t.schema, label: `${t.title} (${t.schema})` }))}
          />
        ) : null}
        <Input.Search
          aria-label="Search paths"
          placeholder="Search path or permission"
          allowClear
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
        <Space>
          <Switch checked={deniedOnly} onChange={setDeniedOnly} aria-label="Only rows with a denial" /> Only rows with a
          denial
        </Space>
      </Space>
      {error ? (
        <Alert type="error" showIcon message="The access matrix could not be loaded" description={error.message} />
      ) : null}
      <DataGrid<MatrixRow>
        plain
        sticky
        rowKey="path"
        rows={localRows(rows, isLoading)}
        columns={columns}
        label="Access matrix"
      />
    </Space>
  );
}
