// /admin/sef-settings: the school's other settings (settings.data) as name/value pairs.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useUpdate } from '@refinedev/core';
import { saveFailure } from '../../components/form/server-errors.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { SETTING_KEY_PATTERN, checkSettingsData } from './settings-rules.ts';
import { SETTINGS_RESOURCE, useSettings } from './use-settings.ts';

interface Pair {
  name: string;
  value: string;
}

export default function OtherSettingsPage() {
  const { message } = App.useApp();
  const { settings, query } = useSettings();
  const canEdit = useHeldPermissions(['settings.update']).has('settings.update');
  const { mutateAsync: update } = useUpdate();
  const [form] = Form.useForm<{ pairs: Pair[] }>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (settings)
      form.setFieldsValue({
        pairs: Object.entries(settings.data ?? {}).map(([name, value]) => ({ name, value: String(value) })),
      });
  }, [settings, form]);

  const save = async ({ pairs = [] }: { pairs?: Pair[] }) => {
    const data = Object.fromEntries(pairs.map((p) => [p.name.trim(), p.value]));
    const problem = checkSettingsData(data);
    if (problem) return setError(problem);
    setError(undefined);
    try {
      await update({
        resource: SETTINGS_RESOURCE,
        id: settings!.id,
        values: { data, version: settings!.version },
        successNotification: false,
        errorNotification: false,
      });
      message.success('Settings saved');
    } catch (err) {
      setError(saveFailure(err).message);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={1}>School settings</Typography.Title>
      <Typography.Paragraph type="secondary">Further settings of the school, as names and values.</Typography.Paragraph>
      {query.isError ? <Alert type="error" showIcon message="The settings could not be loaded" /> : null}
      <Card>
        {!settings ? (
          <Skeleton active />
        ) : (
          <Form form={form} onFinish={save} layout="vertical">
            {error ? (
              <Alert type="error" showIcon message="Not saved" description={error} style={{ marginBottom: 16 }} />
            ) : null}
            <Form.List name="pairs">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item
                        name={[f.name, 'name']}
                        rules={[
                          {
                            required: true,
                            pattern: SETTING_KEY_PATTERN,
                            message: 'Letters, digits and _ (at most 64)',
                          },
                        ]}
                      >
                        <Input placeholder="name" aria-label="Setting name" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'value']} rules={[{ max: 2000, message: 'At most 2000 characters' }]}>
                        <Input placeholder="value" aria-label="Setting value" style={{ width: 360 }} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label="Remove setting"
                        onClick={() => remove(f.name)}
                      />
                    </Space>
                  ))}
                  {fields.length === 0 ? (
                    <Typography.Paragraph type="secondary">No settings yet.</Typography.Paragraph>
                  ) : null}
                  <Button icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })}>
                    Add setting
                  </Button>
                </>
              )}
            </Form.List>
            {canEdit ? (
              <Button type="primary" htmlType="submit" style={{ marginTop: 16 }}>
                Save settings
              </Button>
            ) : (
              <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
                Your role may read these settings, not change them.
              </Typography.Paragraph>
            )}
          </Form>
        )}
      </Card>
    </Space>
  );
}
