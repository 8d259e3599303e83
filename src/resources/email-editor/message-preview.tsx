// The rendered message beside the editor: its subject and HTML part in a sandboxed frame, or the
// server's reason the template cannot be used, with its line. The frame has an opaque origin (no
// allow-same-origin: no access to the app, its storage or cookies) and its document forbids every
// script by its own policy (and inherits the app's). It is not sandboxed without scripts: then
// Chromium logs "Blocked script execution" for each preview document into which anything (a browser
// extension, an automation or accessibility tool) injects a script, one console error per keystroke.
import { Alert, Card, Typography } from 'antd';

const NO_SCRIPTS = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`;

/** the message's HTML with the no-scripts policy as the first thing in its head */
export function withoutScripts(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `<head>${NO_SCRIPTS}</head>${html}`;
  const at = head.index + head[0].length;
  return html.slice(0, at) + NO_SCRIPTS + html.slice(at);
}

export type Preview = { subject: string; html: string; text: string } | { error: string };

export function MessagePreview({ preview }: { preview?: Preview }) {
  return (
    <Card
      size="small"
      title={
        <span role="heading" aria-level={2}>
          Preview with sample data
        </span>
      }
    >
      {!preview ? (
        <Typography.Text type="secondary">The preview appears as you edit.</Typography.Text>
      ) : 'error' in preview ? (
        <Alert type="error" showIcon message={preview.error} role="alert" />
      ) : (
        <>
          <Typography.Text strong data-testid="preview-subject">
            {preview.subject}
          </Typography.Text>
          <iframe
            title="Preview of the message"
            sandbox="allow-scripts"
            srcDoc={withoutScripts(preview.html)}
            style={{ width: '100%', height: 480, border: '1px solid #d9d9d9', marginTop: 8 }}
          />
        </>
      )}
    </Card>
  );
}
