// The rendered message beside the editor: its subject and HTML part in a sandboxed frame (no
// scripts, no same-origin access), or the server's reason the template cannot be used, with its line.
import { Alert, Card, Typography } from 'antd';

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
            sandbox=""
            srcDoc={preview.html}
            style={{ width: '100%', height: 480, border: '1px solid #d9d9d9', marginTop: 8 }}
          />
        </>
      )}
    </Card>
  );
}
