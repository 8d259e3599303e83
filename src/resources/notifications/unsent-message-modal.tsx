// A message of the notification log that never left the server (no SMTP_URL): its text with the
// links in it, for an administrator who may resend messages to hand on by other means (a family
// waiting for its set-password link). Read only.
import { Modal, Typography } from 'antd';
import type { UnsentMessage } from './api.ts';

export function UnsentMessageModal({ message, onClose }: { message?: UnsentMessage; onClose: () => void }) {
  return (
    <Modal
      open={Boolean(message)}
      title={message ? `Not sent: ${message.subject}` : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {message ? (
        <>
          <Typography.Paragraph>
            To <strong>{message.recipient}</strong>. No mail server is set up (SMTP_URL), so this message was not sent;
            its links work if you hand them on.
          </Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: message.text }}>
            <pre data-testid="unsent-message-text" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {message.text}
            </pre>
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}
