// /sky-api (api.read; changes need sky_api.update): the school's Blackbaud SKY API connection. The
// administrator saves the Blackbaud application's id, secret and subscription key, connects through
// Blackbaud's sign-in (OAuth 2 with PKCE; Blackbaud sends the browser back here with ?code&state,
// which this page hands to the server), tests the connection, or disconnects. docs/sky-api.md.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Checkbox, Descriptions, Form, Input, Space, Spin, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import * as sky from './api.ts';
import { SkyImport } from './sky-import.tsx';

const when = (v: string | null) => (v ? new Date(v).toLocaleString() : '—');

export default function SkyPage() {
  const { message } = App.useApp();
  const canWrite = useHeldPermissions(['sky_api.update']).has('sky_api.update');
  const status = useApiAnswer<{ data: sky.SkyStatus }>('/sky-api');
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const handled = useRef(false);
  const reload = status.retry;
  const run = async (what: string, f: () => Promise<unknown>) => {
    setBusy(what);
    setFailure(undefined);
    try {
      await f();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  // Blackbaud's redirect back: finish the sign-in once, then drop code and state from the address
  useEffect(() => {
    const [code, state, error] = [params.get('code'), params.get('state'), params.get('error')];
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (error) setFailure(`Blackbaud did not connect: ${params.get('error_description') ?? error}`);
    else
      void run('connect', async () => {
        await sky.finishSignIn(code!, state ?? '');
        reload();
        message.success('Connected to Blackbaud');
      });
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps

  const s = status.data?.data;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        SKY API
      </Typography.Title>
      <Typography.Paragraph>
        Connect the school&apos;s Blackbaud account so its users, sections and enrolments can be brought in, by hand
        here or by the nightly sync.
      </Typography.Paragraph>
      {failure ? (
        <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(undefined)} />
      ) : null}
      {status.error ? (
        <Alert
          type="error"
          showIcon
          message="The connection could not be loaded"
          description={status.error.message}
          action={<Button onClick={reload}>Try again</Button>}
        />
      ) : !s ? (
        <Spin tip="Loading the connection…">{<div style={{ minHeight: 80 }} />}</Spin>
      ) : (
        <>
          <Card title="Connection" size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Status">
                {s.connected
                  ? `Connected since ${when(s.connected_at)}`
                  : s.configured
                    ? 'Not connected'
                    : 'Not set up'}
              </Descriptions.Item>
              <Descriptions.Item label="Last test">
                {s.last_test_result
                  ? `${when(s.last_test_at)}: ${s.last_test_result.message}`
                  : 'The connection has not been tested'}
              </Descriptions.Item>
              <Descriptions.Item label="Redirect URI">
                <Typography.Text copyable>{s.redirect_uri}</Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            {canWrite ? (
              <Space wrap>
                <Button
                  type="primary"
                  disabled={!s.configured}
                  loading={busy === 'connect'}
                  onClick={() =>
                    void run('connect', async () => window.location.assign((await sky.authorizeUrl()).url))
                  }
                >
                  {s.connected ? 'Connect again' : 'Connect with Blackbaud'}
                </Button>
                <Button
                  disabled={!s.connected}
                  loading={busy === 'test'}
                  onClick={() =>
                    void run('test', async () => {
                      const r = await sky.testConnection();
                      reload();
                      if (r.ok) message.success(r.message);
                      else setFailure(r.message);
                    })
                  }
                >
                  Test connection
                </Button>
                <Button
                  danger
                  disabled={!s.connected}
                  loading={busy === 'disconnect'}
                  onClick={() => void run('disconnect', async () => (await sky.disconnect(), reload()))}
                >
                  Disconnect
                </Button>
              </Space>
            ) : null}
          </Card>
          <SkyImport connected={s.connected} canWrite={canWrite} />
          {canWrite ? <SettingsForm status={s} onSaved={reload} busy={busy} run={run} /> : null}
        </>
      )}
    </Space>
  );
}

interface FormProps {
  status: sky.SkyStatus;
  onSaved: (s: sky.SkyStatus) => void;
  busy?: string;
  run: (what: string, f: () => Promise<unknown>) => Promise<void>;
}

function SettingsForm({ status: s, onSaved, busy, run }: FormProps) {
  const { message } = App.useApp();
  const save = (v: sky.SkySettings) =>
    run('save', async () => {
      onSaved(
        await sky.saveSettings({
          ...v,
          client_id: v.client_id || undefined,
          client_secret: v.client_secret || undefined,
          subscription_key: v.subscription_key || undefined,
        }),
      );
      message.success('SKY API settings saved');
    });
  const kept = (has: boolean) => (has ? 'Saved; leave empty to keep it' : undefined);
  return (
    <Card title="Blackbaud application" size="small">
      <Form<sky.SkySettings>
        layout="vertical"
        onFinish={save}
        initialValues={{
          sync_users: s.sync_users,
          sync_sections: s.sync_sections,
          sync_enrollments: s.sync_enrollments,
        }}
      >
        <Form.Item
          name="client_id"
          label="Application ID (client id)"
          help={s.has_client_id ? `Saved (ends in ${s.client_id_end}); leave empty to keep it` : undefined}
          rules={[{ required: !s.has_client_id }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="client_secret" label="Application secret" help={kept(s.has_client_secret)}>
          <Input.Password autoComplete="off" maxLength={200} />
        </Form.Item>
        <Form.Item name="subscription_key" label="Subscription key" help={kept(s.has_subscription_key)}>
          <Input.Password autoComplete="off" maxLength={200} />
        </Form.Item>
        <Typography.Text strong>What a sync takes</Typography.Text>
        <Form.Item name="sync_users" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Users (students and teachers)</Checkbox>
        </Form.Item>
        <Form.Item name="sync_sections" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Sections</Checkbox>
        </Form.Item>
        <Form.Item name="sync_enrollments" valuePropName="checked">
          <Checkbox>Enrolments</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'save'}>
          Save settings
        </Button>
      </Form>
    </Card>
  );
}
