// /ai/rate-limits: daily AI quotas per role (each user in the role) and for the school as a
// whole ('*'), today's usage against them, and usage per user and tool over the last week.
import { useMemo, useState } from 'react';
import { App, Form, InputNumber, Space, Tag } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { DrawerForm, type RowDrawerProps } from '../../components/form/drawer-form.tsx';
import { removeQuota, saveQuota, type QuotaView, type RateLimitsAnswer, type UsageRow } from './admin-api.ts';
import { useApiAnswer, answerRows, useAnswerWrite } from '../../components/table/use-api-answer.ts';
import { findTool } from '../../shared/tools/catalogue.ts';

interface Row {
  role: string;
  effective: QuotaView;
  own?: QuotaView;
  usage?: { requests: number; tokens: number; users: number };
}
interface Editing {
  role: string;
  scope: 'own' | 'platform';
  requestsPerDay: number | null;
  tokensPerDay: number | null;
}
type Values = Pick<Editing, 'requestsPerDay' | 'tokensPerDay'>;
type KeyedUsage = UsageRow & { key: string };

const WRITE = 'rate_limit.update';
const USAGE_DAYS = 7;
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? 'unlimited' : n.toLocaleString());
const roleLabel = (r: string) => (r === '*' ? 'Whole school' : r);

function rowsOf(data: RateLimitsAnswer): Row[] {
  return [...new Set([...data.defaults, ...data.own].map((q) => q.role))].sort().map((role) => {
    const own = data.own.find((q) => q.role === role);
    const usage =
      role === '*'
        ? data.usageToday.reduce(
            (a, u) => ({ requests: a.requests + u.requests, tokens: a.tokens + u.tokens, users: a.users + u.users }),
            { requests: 0, tokens: 0, users: 0 },
          )
        : data.usageToday.find((u) => u.role_name === role);
    return { role, own, effective: own ?? data.defaults.find((q) => q.role === role)!, usage };
  });
}

const quotaColumns: GridColumn<Row>[] = [
  {
    field: 'role',
    title: 'Role',
    render: (r, row) => (
      <Space>
        {roleLabel(String(r))}
        {row.own ? <Tag color="blue">this school</Tag> : <Tag>platform default</Tag>}
      </Space>
    ),
  },
  { field: 'requestsPerDay', title: 'Requests / day', render: (_, r) => fmt(r.effective.requestsPerDay) },
  { field: 'tokensPerDay', title: 'Tokens / day', render: (_, r) => fmt(r.effective.tokensPerDay) },
  {
    field: 'usage',
    title: 'Used today',
    render: (_, r) => (r.usage ? `${r.usage.requests} requests, ${r.usage.tokens.toLocaleString()} tokens` : '—'),
  },
];

const usageColumns: GridColumn<KeyedUsage>[] = [
  { field: 'email', title: 'User' },
  { field: 'tool_slug', title: 'Tool', render: (s) => findTool(String(s))?.title ?? String(s) },
  { field: 'requests', title: 'Requests' },
  { field: 'tokens', title: 'Tokens', render: (n) => Number(n).toLocaleString() },
  { field: 'errors', title: 'Errors' },
  { field: 'flagged', title: 'Flagged by checks' },
  { field: 'last_at', title: 'Last used', render: (v) => new Date(String(v)).toLocaleString() },
];

function QuotaDrawer({ row: editing, onSubmit, onClose }: RowDrawerProps<Editing, Values>) {
  return (
    <DrawerForm<Values>
      open={Boolean(editing)}
      title={
        editing
          ? `${editing.scope === 'platform' ? 'Platform default' : 'This school'}: ${roleLabel(editing.role)}`
          : ''
      }
      initialValues={editing ? { requestsPerDay: editing.requestsPerDay, tokensPerDay: editing.tokensPerDay } : {}}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="requestsPerDay" label="Requests per day" extra="Leave empty for no limit">
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="tokensPerDay" label="Tokens per day" extra="Leave empty for no limit">
        <InputNumber min={0} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </DrawerForm>
  );
}

export default function RateLimitsPage() {
  const { message } = App.useApp();
  const limits = useApiAnswer<RateLimitsAnswer>('/ai-admin/rate-limits');
  const write = useAnswerWrite(limits);
  const usage = useApiAnswer<{ rows: UsageRow[] }>('/ai-admin/usage', { days: USAGE_DAYS });
  const data = limits.data;
  const rows = useMemo(() => (data ? rowsOf(data) : undefined), [data]);
  const usageRows = useMemo(
    () => usage.data?.rows.map((u) => ({ ...u, key: `${u.user_id}/${u.tool_slug}` })),
    [usage.data],
  );
  const [editing, setEditing] = useState<Editing>();

  const save = async (v: Values) => {
    await saveQuota(editing!.role, {
      ...(editing!.scope === 'platform' ? { tenantId: 'platform' } : {}),
      requestsPerDay: v.requestsPerDay ?? null,
      tokensPerDay: v.tokensPerDay ?? null,
    });
    void message.success(`Saved the limits of ${roleLabel(editing!.role)}`);
    limits.retry();
  };

  const rowActions: RowAction<Row>[] = [
    {
      key: 'edit',
      label: 'Edit',
      permission: WRITE,
      run: (r) =>
        setEditing({
          role: r.role,
          scope: 'own',
          requestsPerDay: r.effective.requestsPerDay,
          tokensPerDay: r.effective.tokensPerDay,
        }),
    },
    {
      key: 'edit-default',
      label: 'Edit default',
      permission: WRITE,
      hidden: () => !data?.canEditDefaults,
      run: (r) => {
        const d = data?.defaults.find((q) => q.role === r.role);
        setEditing({
          role: r.role,
          scope: 'platform',
          requestsPerDay: d?.requestsPerDay ?? null,
          tokensPerDay: d?.tokensPerDay ?? null,
        });
      },
    },
    {
      key: 'use-default',
      label: 'Use default',
      permission: WRITE,
      hidden: (r) => !r.own,
      confirm: (r) => `${roleLabel(r.role)} will use the platform default limits again.`,
      run: (r) => write(removeQuota(r.role), `${roleLabel(r.role)} uses the platform default again`),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 1200 }}>
      <AnswerGrid<Row>
        id="ai-rate-limits"
        resource="/ai/rate-limits"
        title="AI rate limits"
        description={
          <>
            Daily limits on AI tool requests and tokens. A role&apos;s limit applies to each person acting in that role;
            &quot;Whole school&quot; caps everyone together. Counters reset at{' '}
            {data ? new Date(data.resetAt).toLocaleString() : 'midnight UTC'}.
          </>
        }
        answer={limits}
        rows={rows}
        columns={quotaColumns}
        pageSize={20}
        rowKey="role"
        rowLabel={(r) => roleLabel(r.role)}
        rowActions={rowActions}
        emptyText="No limits are set"
      />
      <DataGrid<KeyedUsage>
        id="ai-usage"
        resource="/ai/rate-limits"
        title={`Usage in the last ${USAGE_DAYS} days`}
        rows={answerRows(usage, usageRows)}
        columns={usageColumns}
        rowKey="key"
        rowLabel={(r) => `${r.email ?? r.user_id}, ${r.tool_slug}`}
        emptyText="No AI tool use yet"
      />
      <QuotaDrawer row={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
