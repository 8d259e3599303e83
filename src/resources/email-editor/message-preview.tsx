// The rendered message beside the editor: its subject and HTML part in a script-free frame
// (src/components/message-frame.tsx), or the server's reason the template cannot be used, with its line.
import { Alert, Card, Typography } from 'antd';
import { MessageFrame } from '../../components/message-frame.tsx';

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
          <MessageFrame html={preview.html} height={480} />
        </>
      )}
    </Card>
  );
}
