// The drawer that connects or changes one school sign-in provider: the button's label, the issuer,
// our client id and secret there (left empty on a change: the stored secret is kept), the e-mail
// domains that may sign in (one a line) and whether new people get an account, with which role.
import { Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { HttpError } from '../../providers/http-client.ts';
import type { ProviderInput, SignInProvider } from './sign-in-api.ts';

interface Values extends Omit<ProviderInput, 'allowed_domains' | 'create_role'> {
  allowed_domains: string;
  create_role: 'student' | 'teacher' | 'none';
}

const required: Rule = { required: true, whitespace: true, message: 'Required' };
const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
const domains: Rule = {
  validator: async (_r, value?: string) => {
    const list = lines(value ?? '');
    if (list.length === 0) throw new Error('At least one domain, e.g. school.example.org');
    if (list.some((d) => !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(d))) throw new Error('A domain only: no @ or spaces');
  },
};
const ROLES = [
  { value: 'none', label: 'Nobody: only people who have an account here' },
  { value: 'student', label: 'New people become students' },
  { value: 'teacher', label: 'New people become teachers' },
];

const startValues = (row: SignInProvider | 'new' | undefined): Partial<Values> =>
  row && row !== 'new'
    ? {
        ...row,
        client_secret: '',
        allowed_domains: row.allowed_domains.join('\n'),
        create_role: row.create_role ?? 'none',
      }
    : { create_role: 'none', enabled: true };

function explained(e: unknown): unknown {
  if (!(e instanceof HttpError) || e.status !== 409) return e;
  if (e.code === 'identity_provider_exists')
    return new HttpError(409, e.code, e.message, { error: { fields: { client_id: e.message } } });
  return new HttpError(409, e.code, 'Someone changed this provider after you opened it. Cancel and open it again.');
}

export function ProviderDrawer(props: {
  row: SignInProvider | 'new' | undefined;
  onSubmit: (input: ProviderInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const editing = props.row && props.row !== 'new' ? props.row : undefined;
  const submit = (v: Values) =>
    props
      .onSubmit({
        label: v.label.trim(),
        issuer: v.issuer.trim(),
        client_id: v.client_id.trim(),
        ...(v.client_secret ? { client_secret: v.client_secret } : {}),
        allowed_domains: [...new Set(lines(v.allowed_domains))],
        create_role: v.create_role === 'none' ? null : v.create_role,
        enabled: v.enabled,
      })
      .catch((e: unknown) => {
        throw explained(e);
      });
  return (
    <DrawerForm<Values>
      open={Boolean(props.row)}
      title={editing ? `Edit ${editing.label}` : 'Connect a sign-in provider'}
      submitLabel={editing ? 'Save' : 'Connect'}
      initialValues={startValues(props.row)}
      onSubmit={submit}
      onClose={props.onClose}
      width={560}
    >
      <Form.Item name="label" label="Button label" rules={[required, { max: 60 }]} extra="e.g. Sign in with Google">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="issuer"
        label="Issuer"
        rules={[required, { type: 'url', message: 'Not a valid URL' }]}
        extra="https://accounts.google.com, or https://login.microsoftonline.com/<tenant id>/v2.0"
      >
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item name="client_id" label="Client id" rules={[required, { max: 255 }]}>
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="client_secret"
        label="Client secret"
        rules={editing ? [] : [required]}
        extra={editing ? 'Set. Leave empty to keep it; type a new one to replace it.' : undefined}
      >
        <Input.Password autoComplete="new-password" spellCheck={false} />
      </Form.Item>
      <Form.Item name="allowed_domains" label="E-mail domains" rules={[domains]} required extra="One a line">
        <Input.TextArea rows={2} spellCheck={false} />
      </Form.Item>
      <Form.Item name="create_role" label="Accounts on first sign-in">
        <Select options={ROLES} />
      </Form.Item>
      <Form.Item name="enabled" label="Offered on the sign-in page" valuePropName="checked">
        <Switch />
      </Form.Item>
    </DrawerForm>
  );
}
