// /ai/rate-limits: daily AI quotas per role (each user in the role) and for the school as a
// whole ('*'), today's usage against them, and usage per user and tool over the last week.
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Form, InputNumber, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import {
  getRateLimits,
  getUsage,
  removeQuota,
  saveQuota,
  type QuotaView,
  type RateLimitsAnswer,
  type UsageRow,
} from './admin-api.ts';
import { findTool } from '../catalogue.ts';

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

const fmt = (n: number | null | undefined) => (n === null || n === undefined ? 'unlimited' : n.toLocaleString());
const roleLabel = (r: string) => (r === '*' ? 'Whole school' : r);

export default function RateLimitsPage() {
  const { message } = App.useApp();
  const [data, setData] = useState<RateLimitsAnswer>();
  const [usage, setUsage] = useState<UsageRow[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const load = useCallback(
    () =>
      Promise.all([getRateLimits().then(setData), getUsage(7).then((u) => setUsage(u.rows))]).catch((err) =>
        message.error((err as Error).message),
      ),
    [message],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const rows: Row[] = data
    ? [...new Set([...data.defaults, ...data.own].map((q) => q.role))].sort().map((role) => {
        const own = data.own.find((q) => q.role === role);
        const usageRole =
          role === '*'
            ? data.usageToday.reduce(
                (a, u) => ({
                  requests: a.requests + u.requests,
                  tokens: a.tokens + u.tokens,
                  users: a.users + u.users,
                }),
                { requests: 0, tokens: 0, users: 0 },
              )
            : data.usageToday.find((u) => u.role_name === role);
        return { role, own, effective: own ?? data.defaults.find((q) => q.role === role)!, usage: usageRole };
      })
    : [];
  const save = async () => {
    try {
      await saveQuota(editing!.role, {
        ...(editing!.scope === 'platform' ? { tenantId: 'platform' } : {}),
        requestsPerDay: editing!.requestsPerDay,
        tokensPerDay: editing!.tokensPerDay,
      });
      message.success('Quota saved');
      setEditing(undefined);
      void load();
    } catch (err) {
      message.error((err as Error).message);
    }
  };

  return (
    <div style={{ maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        AI rate limits
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Daily limits on AI tool requests and tokens. A role&apos;s limit applies to each person acting in that role;
        &quot;Whole school&quot; caps everyone together. Counters reset at{' '}
        {data ? new Date(data.resetAt).toLocaleString() : 'midnight UTC'}.
      </Typography.Paragraph>
      <Table<Row>
        rowKey="role"
        size="small"
        loading={!data}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: 'Role',
            dataIndex: 'role',
            render: (r: string, row) => (
              <Space>
                {roleLabel(r)}
                {row.own ? <Tag color="blue">this school</Tag> : <Tag>platform default</Tag>}
              </Space>
            ),
          },
          { title: 'Requests / day', render: (_, r) => fmt(r.effective.requestsPerDay) },
          { title: 'Tokens / day', render: (_, r) => fmt(r.effective.tokensPerDay) },
          {
            title: 'Used today',
            render: (_, r) =>
              r.usage ? `${r.usage.requests} requests, ${r.usage.tokens.toLocaleString()} tokens` : '—',
          },
          {
            title: 'Actions',
            key: 'a',
            render: (_, r) => (
              <Space size={0}>
                <Button
                  type="link"
                  onClick={() =>
                    setEditing({
                      role: r.role,
                      scope: 'own',
                      requestsPerDay: r.effective.requestsPerDay,
                      tokensPerDay: r.effective.tokensPerDay,
                    })
                  }
                >
                  Edit
                </Button>
                {data?.canEditDefaults && (
                  <Button
                    type="link"
                    onClick={() => {
                      const d = data.defaults.find((q) => q.role === r.role);
                      setEditing({
                        role: r.role,
                        scope: 'platform',
                        requestsPerDay: d?.requestsPerDay ?? null,
                        tokensPerDay: d?.tokensPerDay ?? null,
                      });
                    }}
                  >
                    Edit default
                  </Button>
                )}
                {r.own && (
                  <Popconfirm
                    title="Use the platform default for this role?"
                    onConfirm={() => removeQuota(r.role).then(load, (e) => message.error(e.message))}
                  >
                    <Button type="link">Use default</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        Usage in the last 7 days
      </Typography.Title>
      <Table<UsageRow>
        rowKey={(r) => `${r.user_id}/${r.tool_slug}`}
        size="small"
        dataSource={usage}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: 'No AI tool use yet' }}
        columns={[
          { title: 'User', dataIndex: 'email' },
          { title: 'Tool', dataIndex: 'tool_slug', render: (s: string) => findTool(s)?.title ?? s },
          { title: 'Requests', dataIndex: 'requests' },
          { title: 'Tokens', dataIndex: 'tokens', render: (n: number) => n.toLocaleString() },
          { title: 'Errors', dataIndex: 'errors' },
          { title: 'Last used', dataIndex: 'last_at', render: (v: string) => new Date(v).toLocaleString() },
        ]}
      />
      <Modal
        open={!!editing}
        title={
          editing && `${editing.scope === 'platform' ? 'Platform default' : 'This school'}: ${roleLabel(editing.role)}`
        }
        okText="Save"
        onOk={save}
        onCancel={() => setEditing(undefined)}
      >
        {editing && (
          <Form layout="vertical">
            <Form.Item label="Requests per day" extra="Leave empty for no limit">
              <InputNumber
                min={0}
                precision={0}
                style={{ width: 200 }}
                value={editing.requestsPerDay}
                onChange={(v) => setEditing({ ...editing, requestsPerDay: v ?? null })}
              />
            </Form.Item>
            <Form.Item label="Tokens per day" extra="Leave empty for no limit">
              <InputNumber
                min={0}
                precision={0}
                style={{ width: 200 }}
                value={editing.tokensPerDay}
                onChange={(v) => setEditing({ ...editing, tokensPerDay: v ?? null })}
              />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </div>
  );
}
