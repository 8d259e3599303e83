// /admin/audit-log (logs.read): who changed what and when, filterable by user, resource, action
// and date; each record's "History" menu entry opens it filtered to that record.
import { Typography } from 'antd';
import { useList } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { AuditDiff } from '../../components/table/audit-diff.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

interface AuditRow {
  id: number;
  at: string;
  tenant_title: string | null;
  user_email: string | null;
  action: string;
  resource: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const columns: GridColumn<AuditRow>[] = [
  { field: 'at', title: 'When', sorter: true, width: 180, render: (v) => new Date(String(v)).toLocaleString() },
  {
    field: 'user_email',
    title: 'Who',
    sorter: true,
    render: (v) => (v ? String(v) : <Typography.Text type="secondary">a removed user</Typography.Text>),
  },
  { field: 'action', title: 'Action', sorter: true },
  { field: 'resource', title: 'Resource', sorter: true },
  { field: 'record_id', title: 'Record', render: (v) => <Typography.Text code>{String(v)}</Typography.Text> },
  { field: 'tenant_title', title: 'Tenant', hidden: true },
  { field: 'changes', title: 'What changed', render: (_v, r) => <AuditDiff before={r.before} after={r.after} /> },
];

export default function AuditLogList() {
  const { result } = useList<{ resource: string }>({ resource: 'audit_resources', pagination: { mode: 'off' } });
  const resources = (result?.data ?? []).map((r) => r.resource);
  return (
    <DataGrid<AuditRow>
      id="audit-log"
      titleLevel={1}
      resource="audit_log"
      title="Audit log"
      description="Every change made through the administration screens, the record forms and the grading view: who, what, when, and the values before and after."
      columns={columns}
      rowLabel={(r) => `${r.action} ${r.resource} ${r.record_id}`}
      filters={[
        { field: 'user_email', label: 'User e-mail', kind: 'text', operator: 'contains' },
        selectFilter('resource', 'Resource', resources),
        { field: 'record_id', label: 'Record id', kind: 'text', operator: 'eq' },
        { field: 'at', label: 'Date', kind: 'date-range' },
      ]}
      initialSorters={[{ field: 'at', order: 'desc' }]}
      emptyText="Nothing has been changed yet"
    />
  );
}
