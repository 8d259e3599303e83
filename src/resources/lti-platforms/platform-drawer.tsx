// The drawer that registers or changes one LTI platform: its name, issuer, our client id there, the
// deployment ids (one a line), and its key set, sign-in and token URLs. Fields are checked as the
// server checks them, and whether its roster's e-mail addresses may link people to accounts; a stale version (someone saved first) says what to do, and an issuer + client
// id registered already is shown at the client id.
import { Checkbox, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { HttpError } from '../../providers/http-client.ts';
import type { LtiPlatform, PlatformInput } from './lti-api.ts';

interface Values extends Omit<PlatformInput, 'deployment_ids'> {
  /** one deployment id a line */
  deployment_ids: string;
}

const required: Rule = { required: true, whitespace: true, message: 'Required' };

const httpUrl: Rule = {
  validator: async (_r, value?: string) => {
    if (!value?.trim()) return;
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      throw new Error('Not a valid URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Must start with https://');
    if (url.username || url.password || url.hash) throw new Error('May not carry a user name, password or #');
  },
};

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

const deployments: Rule = {
  validator: async (_r, value?: string) => {
    const ids = lines(value ?? '');
    if (ids.length === 0) throw new Error('At least one deployment id');
    if (new Set(ids).size !== ids.length) throw new Error('A deployment id is listed twice');
    if (ids.length > 50) throw new Error('At most 50 deployment ids');
  },
};

const startValues = (row: LtiPlatform | 'new' | undefined): Partial<Values> =>
  row && row !== 'new' ? { ...row, deployment_ids: row.deployment_ids.join('\n') } : {};

/** What the drawer says for a refusal that is about the whole record. */
function explained(e: unknown): unknown {
  if (!(e instanceof HttpError) || e.status !== 409) return e;
  if (e.code === 'lti_platform_exists')
    return new HttpError(409, e.code, e.message, { error: { fields: { client_id: e.message } } });
  return new HttpError(
    409,
    e.code,
    'Someone changed this platform after you opened it. Cancel, open it again to see their version, ' +
      'then make your change.',
  );
}

export function PlatformDrawer(props: {
  row: LtiPlatform | 'new' | undefined;
  onSubmit: (input: PlatformInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const editing = props.row && props.row !== 'new' ? props.row : undefined;
  const submit = (v: Values) =>
    props
      .onSubmit({
        name: v.name.trim(),
        issuer: v.issuer.trim(),
        client_id: v.client_id.trim(),
        deployment_ids: lines(v.deployment_ids),
        jwks_url: v.jwks_url.trim(),
        auth_url: v.auth_url.trim(),
        token_url: v.token_url.trim(),
        trust_emails: Boolean(v.trust_emails),
      })
      .catch((e: unknown) => {
        throw explained(e);
      });
  return (
    <DrawerForm<Values>
      open={Boolean(props.row)}
      title={editing ? `Edit ${editing.name}` : 'Register an LTI platform'}
      submitLabel={editing ? 'Save' : 'Register'}
      initialValues={startValues(props.row)}
      onSubmit={submit}
      onClose={props.onClose}
      width={560}
    >
      <Form.Item name="name" label="Name" rules={[required, { max: 100 }]} extra="For you: Canvas, Moodle…">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="issuer"
        label="Issuer (platform id)"
        rules={[required, httpUrl]}
        extra="Exactly as the platform writes it, e.g. https://canvas.instructure.com"
      >
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item name="client_id" label="Client id" rules={[required, { max: 255 }]}>
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item name="deployment_ids" label="Deployment ids" rules={[deployments]} extra="One a line" required>
        <Input.TextArea rows={2} spellCheck={false} />
      </Form.Item>
      <Form.Item name="jwks_url" label="Platform key set (JWKS) URL" rules={[required, httpUrl]}>
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item name="auth_url" label="Authentication request URL" rules={[required, httpUrl]}>
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item name="token_url" label="Access token URL" rules={[required, httpUrl]}>
        <Input spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="trust_emails"
        valuePropName="checked"
        extra="Only when the platform verifies its people's addresses: a course roster pull then links a member to the one account of this school with the same address and role."
      >
        <Checkbox>Trust e-mail addresses from this platform</Checkbox>
      </Form.Item>
    </DrawerForm>
  );
}
