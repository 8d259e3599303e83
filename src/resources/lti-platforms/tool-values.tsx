// The values a school administrator copies from here into Canvas or Moodle (the tool's login,
// launch / redirect, deep-linking and key set URLs), each with a copy button, and where each
// platform asks for them (docs/lti.md, "Canvas" and "Moodle").
import { CopyOutlined } from '@ant-design/icons';
import { App, Button, Card, Collapse, Space, Typography } from 'antd';
import type { ToolUrls } from './lti-api.ts';

function CopyRow({ label, value }: { label: string; value: string }) {
  const { message } = App.useApp();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => void message.success(`${label} copied`),
      () => void message.error('The browser did not allow copying: select the text and copy it'),
    );
  return (
    <div style={{ marginBottom: 8 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <Space.Compact style={{ width: '100%' }}>
        <Typography.Text
          code
          data-testid={`tool-${label}`}
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', padding: '4px 0' }}
        >
          {value}
        </Typography.Text>
        <Button icon={<CopyOutlined />} aria-label={`Copy the ${label}`} onClick={copy} />
      </Space.Compact>
    </div>
  );
}

const HINTS = [
  {
    key: 'canvas',
    label: 'Canvas',
    children: (
      <ol style={{ paddingInlineStart: 20, margin: 0 }}>
        <li>
          Admin → Developer Keys → + Developer Key → LTI Key, manual entry: Redirect URIs and Target Link URI = the
          launch URL; OpenID Connect Initiation Url = the login URL; Public JWK URL = the key set URL. Turn the key on;
          its Client ID is in the Details column.
        </li>
        <li>
          Admin → Settings → Apps → + App → By Client ID. The app&apos;s ⚙ → Deployment Id gives the deployment id.
        </li>
        <li>
          Register here: issuer https://canvas.instructure.com; key set, authentication and token URLs on
          sso.canvaslms.com (docs/lti.md, &quot;Canvas&quot;).
        </li>
      </ol>
    ),
  },
  {
    key: 'moodle',
    label: 'Moodle',
    children: (
      <ol style={{ paddingInlineStart: 20, margin: 0 }}>
        <li>
          Site administration → Plugins → Activity modules → External tool → Manage tools → configure a tool manually:
          Tool URL and Redirection URI(s) = the launch URL; LTI 1.3; Keyset URL = the key set URL; Initiate login URL =
          the login URL; launch container &quot;New window&quot;.
        </li>
        <li>
          &quot;View configuration details&quot; lists the Platform ID (issuer), Client ID, Deployment ID and the
          keyset, token and authentication URLs to register here (docs/lti.md, &quot;Moodle&quot;).
        </li>
      </ol>
    ),
  },
];

export function ToolValues({ tool }: { tool: ToolUrls | undefined }) {
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>Copy into the platform</h2>}>
      {tool ? (
        <>
          <CopyRow label="login URL" value={tool.login_url} />
          <CopyRow label="launch URL" value={tool.launch_url} />
          <CopyRow label="deep-linking URL" value={tool.deep_linking_url} />
          <CopyRow label="key set URL" value={tool.jwks_url} />
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            The redirect URI is the launch URL. Open the tool in a new window or tab: it cannot sign in inside the
            platform&apos;s frame.
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Text type="secondary">Loading…</Typography.Text>
      )}
      <Collapse ghost size="small" items={HINTS} style={{ marginTop: 8 }} />
    </Card>
  );
}
