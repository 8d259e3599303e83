// /signup/student and /signup/teacher: name and e-mail address; the server makes the account and
// mails a link to choose the password (POST /api/signup/:kind). Field errors from the server show
// at their fields with the same words as the form's own checks (src/shared/signup.ts).
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Button, Form, Result, Typography } from 'antd';
import { SIGNUP_KINDS, SIGNUP_RULES, type SignupKind } from '../../shared/signup.ts';
import { RuleField } from '../../components/form/rule-field.tsx';
import { HttpError } from '../../providers/http-client.ts';
import { signUp } from './signup-api.ts';
import { useSubmit } from '../../components/form/use-submit.ts';

interface Values {
  first_name: string;
  last_name: string;
  email: string;
}

export default function SignupPage() {
  const kindName: SignupKind = useLocation().pathname.endsWith('/teacher') ? 'teacher' : 'student';
  const kind = SIGNUP_KINDS[kindName];
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState<{ email: string; mailed: boolean }>();
  const { busy, error, submit } = useSubmit<Values>(
    async (v) => {
      setDone(await signUp(kindName, v));
    },
    (err) => {
      const fields = (err instanceof HttpError ? fieldsOf(err.body) : undefined) ?? {};
      form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
    },
  );
  if (done) {
    return (
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Check your e-mail</h1>}
        subTitle={
          done.mailed
            ? `We sent a link to ${done.email}. Open it to choose your password, then sign in.`
            : `The e-mail to ${done.email} could not be sent. Use "Forgot password" on the sign-in page.`
        }
        extra={<Link to="/dashboard">Sign in</Link>}
      />
    );
  }
  return (
    <div style={{ maxWidth: 460, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 24 }}>{kind.title}</h1>
      <p>Enter your name and e-mail address. We send you a link to choose your password.</p>
      {error ? <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark="optional">
        <RuleField name="first_name" rule={SIGNUP_RULES.first_name} />
        <RuleField name="last_name" rule={SIGNUP_RULES.last_name} />
        <RuleField name="email" rule={SIGNUP_RULES.email} />
        <Button type="primary" htmlType="submit" loading={busy}>
          Sign up
        </Button>
      </Form>
      {/* a Typography paragraph underlines its links (src/theme.ts): not told apart by colour alone */}
      <Typography.Paragraph style={{ marginTop: 16 }}>
        Already have an account? <Link to="/dashboard">Sign in</Link>
      </Typography.Paragraph>
    </div>
  );
}

function fieldsOf(body: unknown): Record<string, string> | undefined {
  return (body as { error?: { fields?: Record<string, string> } } | undefined)?.error?.fields;
}
