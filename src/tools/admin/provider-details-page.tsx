// /ei/app-provider-details: which OpenAI-compatible model server each school uses. Operators set
// a school's own server (base URL, model, API key); the key is write-only here and on the server.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  listProviders,
  removeProvider,
  saveProvider,
  testProvider,
  type ProviderRow,
  type ProvidersAnswer,
} from './admin-api.ts';

interface Values {
  providerName: string;
  baseUrl: string;
  model: string;
  apiKey?: string;
  clearKey?: boolean;
}

export default function ProviderDetailsPage() {
  const { message, modal } = App.useApp();
  const [data, setData] = useState<ProvidersAnswer>();
  const [editing, setEditing] = useState<ProviderRow>();
  const [form] = Form.useForm<Values>();
  const load = useCallback(
    () => listProviders().then(setData, (err) => message.error((err as Error).message)),
    [message],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const openEdit = (row: ProviderRow) => {
    setEditing(row);
    form.setFieldsValue({
      providerName: row.provider?.providerName ?? 'OpenAI-compatible',
      baseUrl: row.provider?.baseUrl ?? '',
      model: row.provider?.model ?? '',
      apiKey: '',
      clearKey: false,
    });
  };
  const save = async (v: Values) => {
    try {
      await saveProvider(editing!.tenantId, {
        providerName: v.providerName,
        baseUrl: v.baseUrl.trim(),
        model: v.model.trim(),
        ...(v.clearKey ? { apiKey: null } : v.apiKey ? { apiKey: v.apiKey } : {}),
      });
      message.success('Provider saved');
      setEditing(undefined);
      void load();
    } catch (err) {
      message.error((err as Error).message);
    }
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

  return (
    <div style={{ maxWidth: 1200 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        AI model providers
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Any OpenAI-compatible chat-completions server works: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp. A school
        without its own server uses the platform default.
      </Typography.Paragraph>
      {data &&
        (data.platform ? (
          <Descriptions
            size="small"
            bordered
            column={3}
            style={{ marginBottom: 16 }}
            title="Platform default (from the server environment)"
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
            style={{ marginBottom: 16 }}
            message="No platform default model"
            description="Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server needs one) in the server environment, or give each school its own server below."
          />
        ))}
      <Table<ProviderRow>
        rowKey="tenantId"
        size="small"
        loading={!data}
        dataSource={data?.rows}
        pagination={false}
        columns={[
          {
            title: 'School',
            dataIndex: 'tenantTitle',
            render: (t: string, r) => (
              <Space>
                {t}
                <Typography.Text type="secondary">{r.schema}</Typography.Text>
              </Space>
            ),
          },
          { title: 'Provider', render: (_, r) => (r.provider ? r.provider.providerName : <Tag>platform default</Tag>) },
          { title: 'Base URL', render: (_, r) => r.provider?.baseUrl },
          { title: 'Model', render: (_, r) => r.provider?.model },
          {
            title: 'API key',
            render: (_, r) => r.provider && (r.provider.hasApiKey ? <Tag color="green">set</Tag> : <Tag>none</Tag>),
          },
          {
            title: 'Actions',
            key: 'a',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => void test(r)}>
                  Test
                </Button>
                {data?.canEdit && (
                  <Button type="link" onClick={() => openEdit(r)}>
                    {r.provider ? 'Edit' : 'Set'}
                  </Button>
                )}
                {data?.canEdit && r.provider && (
                  <Popconfirm
                    title="Use the platform default for this school?"
                    onConfirm={() => removeProvider(r.tenantId).then(load, (e) => message.error(e.message))}
                  >
                    <Button type="link" danger>
                      Remove
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={`Model provider for ${editing?.tenantTitle}`}
        okText="Save"
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={save}>
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
              editing?.provider?.hasApiKey
                ? 'A key is stored. Leave blank to keep it; a base URL on another host (scheme, host or port) ' +
                  'needs the key entered again.'
                : 'Leave blank for servers that need none.'
            }
          >
            <Input.Password autoComplete="new-password" maxLength={500} />
          </Form.Item>
          {editing?.provider?.hasApiKey && (
            <Form.Item name="clearKey" valuePropName="checked">
              <Checkbox>Remove the stored key</Checkbox>
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
