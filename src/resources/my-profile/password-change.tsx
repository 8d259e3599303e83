// The /my-profile "Change password" drawer (POST /api/my-profile/password, embedded provider only):
// current password, new one and its repeat on the project's DrawerForm, the server's reason
// (422 password_rejected, a wrong current password) shown at its field. A change ends every session
// of the account, this one included, so on success the user is told so and sent through sign-in.
import { useState } from 'react';
import { App, Button, Form, Input, Typography } from 'antd';
import { useLogout } from '@refinedev/core';
import { changePassword, type PasswordValues } from './my-profile-api.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { sameAs } from '../../components/form/same-as-rule.ts';

export function PasswordChange() {
  const [open, setOpen] = useState(false);
  const { modal } = App.useApp();
  const { mutate: logout } = useLogout();
  return (
    <>
      <Typography.Paragraph>
        Changing your password signs you out everywhere, on this device too; you then sign in with the new one.
      </Typography.Paragraph>
      <Button onClick={() => setOpen(true)}>Change password</Button>
      <DrawerForm<PasswordValues>
        open={open}
        title="Change password"
        submitLabel="Change password"
        width={Math.min(480, window.innerWidth)}
        onSubmit={async (v) => {
          await changePassword(v);
          modal.success({
            title: 'Your password is changed',
            content:
              'Every session of your account has ended, on this device too. Sign in again with your new password.',
            okText: 'Sign in again',
            onOk: () => logout(),
          });
        }}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="current_password" label="Current password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="New password" rules={[{ required: true }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="Confirm new password"
          dependencies={['password']}
          rules={[{ required: true }, sameAs('password', 'The two passwords differ')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </DrawerForm>
    </>
  );
}
