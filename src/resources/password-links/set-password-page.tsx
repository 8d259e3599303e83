// /set-password?token=...: choose a password with the link from an invite or reset mail
// (POST /api/password-links/redeem). The link works once and expires; a used or expired link
// says so and points back to the school. A password the rules refuse is answered with the reason,
// shown above the form.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input, Result } from 'antd';
import { redeemPasswordLink } from './password-link-api.ts';
import { useSubmit } from '../../components/form/use-submit.ts';
import { sameAs } from '../../components/form/same-as-rule.ts';

interface Values {
  password: string;
  repeat: string;
}

export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const { busy, error, submit } = useSubmit<Values>(async (v) => {
    await redeemPasswordLink(token, v.password);
    setDone(true);
  });
  if (done) {
    return (
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Your password is set</h1>}
        extra={<Link to="/dashboard">Sign in</Link>}
      />
    );
  }
  return (
    <div style={{ maxWidth: 420, margin: '0 auto' }}>
      <h1 style={{ fontSize: 24 }}>Set your password</h1>
      {!token ? <Alert type="error" showIcon message="This page needs the link from your e-mail." /> : null}
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form<Values> layout="vertical" onFinish={(v) => void submit(v)} disabled={!token}>
        <Form.Item
          name="password"
          label="New password"
          extra="A long one: a phrase of several words is easy to remember."
          // the server checks the rules (length, common passwords, the address) and says why it refuses
          rules={[{ required: true, message: 'Choose a password' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label="Repeat the password"
          dependencies={['password']}
          rules={[{ required: true, message: 'Repeat the password' }, sameAs('password', 'The passwords differ')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Set password
        </Button>
      </Form>
    </div>
  );
}
