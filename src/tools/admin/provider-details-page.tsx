// /ei/app-provider-details: which OpenAI-compatible model server each school uses. Operators set
// a school's own server (base URL, model, API key); the key is write-only here and on the server.
import { useState } from 'react';
import { Alert, App, Checkbox, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { DrawerForm, type RowDrawerProps } from '../../components/form/drawer-form.tsx';
import { removeProvider, saveProvider, testProvider, type ProviderRow, type ProvidersAnswer } from './admin-api.ts';
import { useApiAnswer, useAnswerWrite } from '../../components/table/use-api-answer.ts';

interface Values {
  providerName: string;
  baseUrl: string;
  model: string;
  apiKey?: string;
  clearKey?: boolean;
}

const columns: GridColumn<ProviderRow>[] = [
  {
    field: 'tenantTitle',
    title: 'School',
    render: (t, r) => (
      <Space>
        {String(t)}
        <Typography.Text type="secondary">{r.schema}</Typography.Text>
      </Space>
    ),
  },
  {
    field: 'providerName',
    title: 'Provider',
    render: (_, r) => (r.provider ? r.provider.providerName : <Tag>platform default</Tag>),
  },
  { field: 'baseUrl', title: 'Base URL', render: (_, r) => r.provider?.baseUrl },
  { field: 'model', title: 'Model', render: (_, r) => r.provider?.model },
  {
    field: 'hasApiKey',
    title: 'API key',
    render: (_, r) => r.provider && (r.provider.hasApiKey ? <Tag color="green">set</Tag> : <Tag>none</Tag>),
  },
];

function ProviderDrawer({ row, onSubmit, onClose }: RowDrawerProps<ProviderRow, Values>) {
  const stored = row?.provider?.hasApiKey;
  return (
    <DrawerForm<Values>
      open={Boolean(row)}
      title={row ? `Model provider for ${row.tenantTitle}` : ''}
      initialValues={{
        providerName: row?.provider?.providerName ?? 'OpenAI-compatible',
        baseUrl: row?.provider?.baseUrl ?? '',
        model: row?.provider?.model ?? '',
        apiKey: '',
        clearKey: false,
      }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="providerName" label="Name" rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item
        name="baseUrl"
        label="Base URL"
        extra={
          'e.g. https://api.openai.com/v1, without ? or #. Loopback and private addresses are refused ' +
          'unless the platform allows the host (OUTBOUND_ALLOW_HOSTS).'
        }
        rules={[{ required: true }, { pattern: /^https?:\/\/\S+$/, message: 'An http(s) URL' }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="model" label="Model" rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={200} placeholder="e.g. gpt-4o-mini or llama3.1" />
      </Form.Item>
      <Form.Item
        name="apiKey"
        label="API key"
        extra={
          stored
            ? 'A key is stored. Leave blank to keep it; a base URL on another host (scheme, host or port) ' +
              'needs the key entered again.'
            : 'Leave blank for servers that need none.'
        }
      >
        <Input.Password autoComplete="new-password" maxLength={500} />
      </Form.Item>
      {stored ? (
        <Form.Item name="clearKey" valuePropName="checked">
          <Checkbox>Remove the stored key</Checkbox>
        </Form.Item>
      ) : null}
    </DrawerForm>
  );
}

export default function ProviderDetailsPage() {
  const { message, modal } = App.useApp();
  const answer = useApiAnswer<ProvidersAnswer>('/ai-admin/providers');
  const write = useAnswerWrite(answer);
  const data = answer.data;
  const [editing, setEditing] = useState<ProviderRow>();

  const save = async (v: Values) => {
    await saveProvider(editing!.tenantId, {
      providerName: v.providerName,
      baseUrl: v.baseUrl.trim(),
      model: v.model.trim(),
      ...(v.clearKey ? { apiKey: null } : v.apiKey ? { apiKey: v.apiKey } : {}),
    });
    void message.success(`Saved the model provider of ${editing!.tenantTitle}`);
    answer.retry();
  };
  const test = async (row: ProviderRow) => {
    const r = await testProvider(row.tenantId).catch(
      (err) => ({ ok: false, message: (err as Error).message }) as Awaited<ReturnType<typeof testProvider>>,
    );
    modal[r.ok ? 'success' : 'error']({
      title: r.ok ? `${row.tenantTitle}: the model answered` : `${row.tenantTitle}: the test failed`,
      content: r.ok
        ? `${r.model} (${r.source === 'tenant' ? 'school server' : 'platform default'}) answered in ${r.latencyMs} ms.`
        : r.message,
    });
  };

  // editing is the operators' (the server says so in canEdit); testing is for all who see the page
  const rowActions: RowAction<ProviderRow>[] = [
    { key: 'test', label: 'Test', run: (r) => void test(r) },
    { key: 'set', label: 'Set', hidden: (r) => !data?.canEdit || Boolean(r.provider), run: setEditing },
    { key: 'edit', label: 'Edit', hidden: (r) => !data?.canEdit || !r.provider, run: setEditing },
    {
      key: 'remove',
      label: 'Remove',
      danger: true,
      hidden: (r) => !data?.canEdit || !r.provider,
      confirm: (r) => `${r.tenantTitle} will use the platform default model again.`,
      run: (r) => write(removeProvider(r.tenantId), `${r.tenantTitle} uses the platform default again`),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 1200 }}>
      <AnswerGrid<ProviderRow>
        id="ai-providers"
        resource="/ei/app-provider-details"
        title="AI model providers"
        description="Any OpenAI-compatible chat-completions server works: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp. A school without its own server uses the platform default."
        answer={answer}
        columns={columns}
        pageSize={20}
        rowKey="tenantId"
        rowLabel={(r) => r.tenantTitle}
        rowActions={rowActions}
        emptyText="No schools yet"
      />
      {data ? (
        data.platform ? (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            title={<h2 style={{ fontSize: 16, margin: 0 }}>Platform default (from the server environment)</h2>}
            items={[
              { label: 'Base URL', children: data.platform.baseUrl },
              { label: 'Model', children: data.platform.model },
              { label: 'API key', children: data.platform.hasApiKey ? 'set' : 'none' },
            ]}
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            message="No platform default model"
            description="Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server needs one) in the server environment, or give each school its own server above."
          />
        )
      ) : null}
      <ProviderDrawer row={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
