// The clients of our own OneRoster REST read endpoints, on /rostering (docs/oneroster-rest.md): an
// administrator creates one per tool that pulls the roster; its secret is shown once, right after.
import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { answerRows, useAnswerWrite, useApiAnswer } from '../../components/table/use-api-answer.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import * as rest from './rest-api.ts';

const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString() : '—');

export function RestClients() {
  const clients = useApiAnswer<{ data: rest.RestClient[] }>('/oneroster-rest/clients');
  const write = useAnswerWrite(clients);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<rest.RestClient & { client_secret: string }>();
  const create = async (v: { name: string }) => {
    setCreated(await rest.createClient(v.name));
    clients.retry();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: '12px 0 0' }}>
        Tools reading the roster from here
      </Typography.Title>
      <Typography.Text>
        A tool gets a token at <Typography.Text code>/ims/oneroster/v1p2/token</Typography.Text> with its client id and
        secret, then reads <Typography.Text code>/ims/oneroster/rostering/v1p2/users</Typography.Text> and the other
        collections of this school.
      </Typography.Text>
      {created ? (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setCreated(undefined)}
          message="Copy the secret now: it is not shown again"
          description={
            <Space direction="vertical">
              <Typography.Text copyable>{created.client_id}</Typography.Text>
              <Typography.Text copyable code>
                {created.client_secret}
              </Typography.Text>
            </Space>
          }
        />
      ) : null}
      <Button onClick={() => setCreating(true)}>New client</Button>
      <DataGrid<rest.RestClient>
        plain
        label="OneRoster REST clients"
        rowKey="client_id"
        rows={answerRows(clients, clients.data?.data)}
        emptyText="No client yet"
        columns={[
          { field: 'name', title: 'Name' },
          { field: 'client_id', title: 'Client id' },
          { field: 'last_used_at', title: 'Last token', render: when },
          {
            field: 'delete',
            title: '',
            render: (_, r) => (
              <Popconfirm
                title={`Delete ${r.name}? Its tokens stop working.`}
                okText="Delete"
                okButtonProps={{ danger: true }}
                onConfirm={() => write(rest.deleteClient(r.client_id), 'Client deleted')}
              >
                <Button danger size="small">
                  Delete
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <DrawerForm<{ name: string }>
        open={creating}
        title="New OneRoster client"
        submitLabel="Create"
        onClose={() => setCreating(false)}
        onSubmit={create}
      >
        <Form.Item name="name" label="Name (the tool)" rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
      </DrawerForm>
    </Space>
  );
}
