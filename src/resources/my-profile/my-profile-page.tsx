// /my-profile: the signed-in user's own name, phone and photo, editable as far as the school
// allows (GET/PATCH /api/my-profile, server/my-profile/routes.ts); a stale save says so and
// reloads. The identity provider's account page is linked where it has one (Keycloak); with the
// embedded provider the password is changed here (password-change.tsx).
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { HttpError } from '../../providers/http-client.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { saveProfile, type MyProfile } from './my-profile-api.ts';
import { GridError } from '../../components/table/grid-states.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { PasswordChange } from './password-change.tsx';

type Values = Pick<MyProfile, 'first_name' | 'last_name' | 'phone'>;

export default function MyProfilePage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const answer = useApiAnswer<MyProfile>('/my-profile');
  const profile = answer.data;
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (profile)
      form.setFieldsValue({ first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone });
  }, [profile, form]);

  const save = async (changes: Partial<MyProfile>) => {
    if (!profile) return;
    setSaving(true);
    setSaveError(undefined);
    try {
      await saveProfile(profile, changes);
      answer.retry();
      message.success('Profile saved');
    } catch (e) {
      setSaveError((e as Error).message);
      if (e instanceof HttpError && e.status === 409) answer.retry();
    } finally {
      setSaving(false);
    }
  };

  if (answer.error) return <GridError message={answer.error.message} onRetry={answer.retry} />;
  if (!profile) return <Skeleton active />;
  const can = (f: string) => profile.editable.includes(f);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        My profile
      </Typography.Title>
      <ProfilePhoto
        path={profile.photo_url}
        editable={can('photo_url')}
        onUploaded={(p) => void save({ photo_url: p })}
      />
      {saveError && <Alert type="error" showIcon message={saveError} />}
      <Card size="small" title="Name and contact">
        <Form form={form} layout="vertical" onFinish={(v) => void save({ ...v, phone: v.phone || null })}>
          <Form.Item label="E-mail">
            <Input value={profile.email} disabled aria-label="E-mail" />
          </Form.Item>
          <Form.Item name="first_name" label="First name" rules={[{ required: true, whitespace: true, max: 100 }]}>
            <Input disabled={!can('first_name')} autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="last_name" label="Last name" rules={[{ required: true, whitespace: true, max: 100 }]}>
            <Input disabled={!can('last_name')} autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            name="phone"
            label="Phone"
            rules={[{ max: 40 }, { pattern: /^[0-9+() .-]*$/, message: 'Digits, spaces and + ( ) . - only' }]}
          >
            <Input disabled={!can('phone')} autoComplete="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
        </Form>
      </Card>
      <Card size="small" title="Sign-in account">
        {profile.accountUrl ? (
          <a href={profile.accountUrl} target="_blank" rel="noreferrer">
            Manage your password and sessions
          </a>
        ) : (
          <PasswordChange />
        )}
      </Card>
    </Space>
  );
}
