// The OneRoster REST section of /rostering (docs/oneroster-rest.md): the school's connection to its
// OneRoster 1.2 REST provider (Clever, ClassLink, the SIS), edited in a drawer, "Sync now" (a job:
// its progress is on /admin/batch-jobs) and the run history with each run's changes or problems.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { answerRows, useApiAnswer } from '../../components/table/use-api-answer.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { RunProblems, runSummary } from '../../components/roster/run-report.tsx';
import * as rest from './rest-api.ts';
import { RestClients } from './rest-clients.tsx';

export function OneRosterRest() {
  const { message } = App.useApp();
  const status = useApiAnswer<{ data: rest.RestConnection }>('/oneroster-rest');
  const runs = useApiAnswer<{ data: rest.RestRun[] }>('/oneroster-rest/runs', undefined, true, 3000);
  const [editing, setEditing] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const s = status.data?.data;
  const sync = async () => {
    setSyncing(true);
    setFailure(undefined);
    try {
      await rest.syncNow();
      void message.success('Sync started: its run appears below when it ends');
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setSyncing(false);
    }
  };
  return (
    <Card size="small" title="OneRoster REST">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          Sync from the school&apos;s OneRoster 1.2 REST provider (Clever, ClassLink or the SIS). Every page is read
          first; then the roster is checked and written all at once, or not at all, like an import above.
        </Typography.Text>
        {s ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Provider">{s.base_url || 'Not set up'}</Descriptions.Item>
            <Descriptions.Item label="Orgs taken">{s.org_sourced_ids.join(', ') || '—'}</Descriptions.Item>
            <Descriptions.Item label="Schedule">
              {s.schedule === 'nightly' ? 'Nightly' : 'By hand only'}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
        <Space wrap>
          <Button onClick={() => setEditing(true)} disabled={!s}>
            Edit connection
          </Button>
          <Button type="primary" disabled={!s?.configured} loading={syncing} onClick={() => void sync()}>
            Sync now
          </Button>
        </Space>
        <DataGrid<rest.RestRun>
          plain
          label="OneRoster REST runs"
          rows={answerRows(runs, runs.data?.data)}
          emptyText="No sync has run yet"
          expand={{ when: (r) => r.errors.length > 0, render: (r) => <RunProblems run={r} /> }}
          columns={[
            { field: 'started_at', title: 'Started', render: (v) => new Date(String(v)).toLocaleString() },
            { field: 'trigger', title: 'Run', render: (v) => (v === 'nightly' ? 'Nightly' : 'By hand') },
            {
              field: 'ok',
              title: 'Result',
              render: (_, r) =>
                r.ok ? <Tag color="green">Done</Tag> : <Tag color="red">Refused: {r.errors.length} problems</Tag>,
            },
            { field: 'counts', title: 'Changes', render: (_, r) => (r.ok ? runSummary(r) : 'nothing written') },
          ]}
        />
        <RestClients />
      </Space>
      {s ? (
        <ConnectionDrawer open={editing} status={s} onClose={() => setEditing(false)} onSaved={status.retry} />
      ) : null}
    </Card>
  );
}

interface DrawerProps {
  open: boolean;
  status: rest.RestConnection;
  onClose: () => void;
  onSaved: () => void;
}

function ConnectionDrawer({ open, status: s, onClose, onSaved }: DrawerProps) {
  const { message } = App.useApp();
  const save = async (v: rest.RestSettings) => {
    await rest.saveConnection({ ...v, client_secret: v.client_secret || undefined });
    onSaved();
    void message.success('OneRoster REST connection saved');
  };
  return (
    <DrawerForm<rest.RestSettings>
      open={open}
      title="OneRoster REST connection"
      onClose={onClose}
      onSubmit={save}
      initialValues={{ ...s, client_secret: '' }}
    >
      <Form.Item name="base_url" label="Base URL" rules={[{ required: true }]} extra="The Rostering service's address">
        <Input maxLength={500} placeholder="https://sis.example.org/ims/oneroster/rostering/v1p2" />
      </Form.Item>
      <Form.Item name="token_url" label="Token URL" rules={[{ required: true }]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="client_id" label="Client id" rules={[{ required: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="client_secret"
        label="Client secret"
        rules={[{ required: !s.has_client_secret }]}
        extra={s.has_client_secret ? 'Saved; leave empty to keep it' : undefined}
      >
        <Input.Password autoComplete="off" maxLength={500} />
      </Form.Item>
      <Form.Item name="org_sourced_ids" label="Org sourcedIds to take" rules={[{ required: true }]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
      </Form.Item>
      <Form.Item name="schedule" label="Schedule">
        <Radio.Group
          options={[
            { value: 'off', label: 'By hand only' },
            { value: 'nightly', label: 'Nightly' },
          ]}
        />
      </Form.Item>
    </DrawerForm>
  );
}
